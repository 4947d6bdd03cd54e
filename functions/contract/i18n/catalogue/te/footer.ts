import type en from '../en/footer.ts';

export default {
  'footer.tagline': 'భారతదేశం అంతటా ఉన్న దుకాణాల ఉచిత కూపన్లు, డీల్స్, క్యాష్‌బ్యాక్ ఆఫర్లు.',
  'footer.promo': 'మీ మొదటి కొనుగోలుపై కోడ్ {code} వాడండి',
  'footer.help': 'సహాయం',
  'footer.allStores': 'అన్ని స్టోర్లు',
  'footer.faqs': 'ప్రశ్నలు-జవాబులు',
  'footer.howItWorks': 'ఇది ఎలా పనిచేస్తుంది',
  'footer.missingCashback': 'క్యాష్‌బ్యాక్ రాలేదా',
  'footer.termsOfUse': 'వినియోగ నియమాలు',
  'footer.company': 'కంపెనీ',
  'footer.aboutUs': 'మా గురించి',
  'footer.careers': 'ఉద్యోగాలు',
  'footer.contactUs': 'మమ్మల్ని సంప్రదించండి',
  'footer.privacyPolicy': 'ప్రైవసీ పాలసీ',
  'footer.admin': 'అడ్మిన్',
  'footer.followUs': 'మమ్మల్ని ఫాలో చేయండి',
  'footer.copyright': '© {year} {brand}. అన్ని హక్కులు ప్రత్యేకించబడ్డాయి.',
  'footer.initiative': '{company} యొక్క ఒక చొరవ',
  'footer.scrollTop': 'పైకి వెళ్లండి',
  'footer.chatWhatsApp': 'WhatsAppలో చాట్ చేయండి',
  'footer.languageLabel': 'భాష ఎంచుకోండి',
} satisfies Record<keyof typeof en, string>;
