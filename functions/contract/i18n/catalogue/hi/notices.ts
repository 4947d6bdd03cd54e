import type en from '../en/notices.ts';

export default {
  'notices.notFoundTitle': 'पेज नहीं मिला | {brand}',
  'notices.notFoundDescription': 'आप जो पेज खोज रहे थे, वह {brand} पर नहीं है। इसकी जगह आज के कूपन और ऑफ़र देखें।',
  'notices.notOnSite': 'यह पेज {brand} पर नहीं है।',
  'notices.notFoundHeading': 'पेज नहीं मिला',
  'notices.notFoundText':
    'माफ़ करें, हमें यह पेज नहीं मिला। हो सकता है ऑफ़र खत्म हो गया हो, या लिंक गलत लिखा गया हो। बढ़िया डील यहाँ मिलेंगी:',
  'notices.goHome': 'होम पेज पर जाएँ',
  'notices.browseCategories': 'कैटेगरी देखें',
  'notices.seeTopCoupons': 'टॉप कूपन देखें',
  'notices.needHelp': 'मदद चाहिए? {faqs} पढ़ें या {contact}।',
  'notices.faqsLink': 'अक्सर पूछे जाने वाले सवाल',
  'notices.contactLink': 'हमसे संपर्क करें',
  'notices.linkNotValid': 'यह लिंक सही नहीं है।',
  'notices.accessDenied': 'इस पेज की अनुमति नहीं है',
  'notices.goToDashboard': 'अपने डैशबोर्ड पर जाएँ',
  'notices.wrongRole': 'यह पेज {expected} के लिए है। आपने {actual} के रूप में लॉग इन किया है।',
  'notices.forUsers': 'ग्राहकों',
  'notices.forMerchants': 'व्यापारियों',
  'notices.forAdmins': 'एडमिन',
  'notices.asUser': 'ग्राहक',
  'notices.asMerchant': 'व्यापारी',
  'notices.asAdmin': 'एडमिन',
  'notices.permissionTitle': 'अपनी साइट पढ़ने की अनुमति दें',
  'notices.permissionDescription': '{brand} को अपनी साइट के प्रोडक्ट और ऑफ़र पढ़ने दें।',
} satisfies Record<keyof typeof en, string>;
