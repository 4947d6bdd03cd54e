import type en from '../en/contact.ts';

export default {
  'contact.title': 'संपर्क करें | {brand}',
  'contact.description':
    '{brand} को लिखें: कूपन, कैशबैक, आपके अकाउंट या अपना स्टोर जोड़ने के बारे में सवाल। हम दो कामकाजी दिनों में जवाब देते हैं।',
  'contact.heading': 'संपर्क करें',
  'contact.lead': 'किसी कूपन, अपने कैशबैक या अपना स्टोर जोड़ने के बारे में सवाल है? हमें मैसेज भेजें।',
  'contact.formHeading': 'हमें मैसेज भेजें',
  'contact.otherHeading': 'हम तक पहुँचने के दूसरे तरीके',
  'contact.general': 'सामान्य सवाल: {email}',
  'contact.help': 'अकाउंट या कैशबैक में मदद: {email}',
  'contact.hours': 'हम दो कामकाजी दिनों में जवाब देते हैं, सोमवार से शनिवार, सुबह 10 से शाम 6 बजे (IST)।',
  'contact.faqsLine': 'कई सवालों के जवाब हमारे {faqs} में पहले से हैं।',
  'contact.faqsLink': 'अक्सर पूछे जाने वाले सवालों',
  'contact.formLabel': 'संपर्क फ़ॉर्म',
  'contact.name': 'नाम',
  'contact.email': 'ईमेल',
  'contact.number': 'संपर्क नंबर',
  'contact.numberHint': '10 अंकों का मोबाइल नंबर',
  'contact.message': 'मैसेज',
  'contact.send': 'मैसेज भेजें',
  'contact.sent': 'मैसेज भेज दिया गया!',
  'contact.failed': 'मैसेज नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  'contact.required': 'यह जानकारी भरना ज़रूरी है',
  'contact.invalidEmail': 'कृपया सही ईमेल पता डालें',
  'contact.invalidMobile': 'मोबाइल नंबर में ठीक 10 अंक होने चाहिए, सिर्फ़ नंबर',
} satisfies Record<keyof typeof en, string>;
