import type en from '../en/contact.ts';

export default {
  'contact.title': 'మమ్మల్ని సంప్రదించండి | {brand}',
  'contact.description':
    '{brand}కి రాయండి: కూపన్లు, క్యాష్‌బ్యాక్, మీ అకౌంట్ లేదా మీ స్టోర్‌ను చేర్చడం గురించి ప్రశ్నలు. రెండు పని దినాల్లో జవాబు ఇస్తాం.',
  'contact.heading': 'మమ్మల్ని సంప్రదించండి',
  'contact.lead': 'కూపన్, మీ క్యాష్‌బ్యాక్ లేదా మీ స్టోర్‌ను చేర్చడం గురించి ప్రశ్నలా? మాకు మెసేజ్ పంపండి.',
  'contact.formHeading': 'మాకు మెసేజ్ పంపండి',
  'contact.otherHeading': 'మమ్మల్ని చేరుకునే ఇతర మార్గాలు',
  'contact.general': 'సాధారణ ప్రశ్నలు: {email}',
  'contact.help': 'మీ అకౌంట్ లేదా క్యాష్‌బ్యాక్‌లో సహాయం: {email}',
  'contact.hours': 'రెండు పని దినాల్లో జవాబు ఇస్తాం, సోమవారం నుండి శనివారం, ఉదయం 10 నుండి సాయంత్రం 6 వరకు (IST).',
  'contact.faqsLine': 'చాలా ప్రశ్నలకు జవాబులు ఇప్పటికే మా {faqs}లో ఉన్నాయి.',
  'contact.faqsLink': 'తరచుగా అడిగే ప్రశ్నల',
  'contact.formLabel': 'సంప్రదింపు ఫారం',
  'contact.name': 'పేరు',
  'contact.email': 'ఈమెయిల్',
  'contact.number': 'ఫోన్ నంబర్',
  'contact.numberHint': '10 అంకెల మొబైల్ నంబర్',
  'contact.message': 'మెసేజ్',
  'contact.send': 'మెసేజ్ పంపండి',
  'contact.sent': 'మెసేజ్ పంపబడింది!',
  'contact.failed': 'మెసేజ్ పంపడం కుదరలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  'contact.required': 'ఈ వివరం తప్పనిసరి',
  'contact.invalidEmail': 'దయచేసి సరైన ఈమెయిల్ చిరునామా ఇవ్వండి',
  'contact.invalidMobile': 'మొబైల్ నంబర్‌లో సరిగ్గా 10 అంకెలు ఉండాలి, అంకెలు మాత్రమే',
} satisfies Record<keyof typeof en, string>;
