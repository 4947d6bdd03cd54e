import type en from '../en/footer.ts';

export default {
  'footer.tagline': 'पूरे भारत की दुकानों के मुफ़्त कूपन, डील और कैशबैक ऑफ़र।',
  'footer.promo': 'पहली खरीदारी पर कोड {code} इस्तेमाल करें',
  'footer.help': 'मदद',
  'footer.allStores': 'सभी स्टोर',
  'footer.faqs': 'सवाल-जवाब',
  'footer.howItWorks': 'यह कैसे काम करता है',
  'footer.missingCashback': 'कैशबैक नहीं मिला',
  'footer.termsOfUse': 'इस्तेमाल की शर्तें',
  'footer.company': 'कंपनी',
  'footer.aboutUs': 'हमारे बारे में',
  'footer.careers': 'करियर',
  'footer.contactUs': 'संपर्क करें',
  'footer.privacyPolicy': 'प्राइवेसी पॉलिसी',
  'footer.admin': 'एडमिन',
  'footer.followUs': 'हमें फ़ॉलो करें',
  'footer.copyright': '© {year} {brand}. सर्वाधिकार सुरक्षित।',
  'footer.initiative': '{company} की एक पहल',
  'footer.scrollTop': 'ऊपर जाएँ',
  'footer.chatWhatsApp': 'WhatsApp पर चैट करें',
  'footer.languageLabel': 'भाषा चुनें',
} satisfies Record<keyof typeof en, string>;
