import type en from '../en/notices.ts';

export default {
  'notices.notFoundTitle': 'పేజీ కనబడలేదు | {brand}',
  'notices.notFoundDescription': 'మీరు వెతుకుతున్న పేజీ {brand}లో లేదు. దానికి బదులు ఈరోజు కూపన్లు, ఆఫర్లు చూడండి.',
  'notices.notOnSite': 'ఈ పేజీ {brand}లో లేదు.',
  'notices.notFoundHeading': 'పేజీ కనబడలేదు',
  'notices.notFoundText':
    'క్షమించండి, ఆ పేజీ మాకు కనబడలేదు. ఆఫర్ ముగిసి ఉండవచ్చు, లేదా లింక్ తప్పుగా టైప్ అయి ఉండవచ్చు. మంచి డీల్స్ ఇక్కడ దొరుకుతాయి:',
  'notices.goHome': 'హోమ్ పేజీకి వెళ్ళండి',
  'notices.browseCategories': 'కేటగిరీలు చూడండి',
  'notices.seeTopCoupons': 'టాప్ కూపన్లు చూడండి',
  'notices.needHelp': 'సహాయం కావాలా? {faqs} చదవండి లేదా {contact}.',
  'notices.faqsLink': 'తరచుగా అడిగే ప్రశ్నలు',
  'notices.contactLink': 'మమ్మల్ని సంప్రదించండి',
  'notices.linkNotValid': 'ఈ లింక్ సరైనది కాదు.',
  'notices.accessDenied': 'ఈ పేజీకి అనుమతి లేదు',
  'notices.goToDashboard': 'మీ డాష్‌బోర్డ్‌కి వెళ్ళండి',
  'notices.wrongRole': 'ఈ పేజీ {expected} కోసం. మీరు {actual}గా లాగిన్ అయ్యారు.',
  'notices.forUsers': 'కస్టమర్ల',
  'notices.forMerchants': 'వ్యాపారుల',
  'notices.forAdmins': 'అడ్మిన్‌ల',
  'notices.asUser': 'కస్టమర్',
  'notices.asMerchant': 'వ్యాపారి',
  'notices.asAdmin': 'అడ్మిన్',
  'notices.permissionTitle': 'మీ సైట్‌ను చదవడానికి అనుమతి',
  'notices.permissionDescription': 'మీ సైట్‌లోని ప్రోడక్ట్‌లు, ఆఫర్లను {brand} చదవనివ్వండి.',
} satisfies Record<keyof typeof en, string>;
