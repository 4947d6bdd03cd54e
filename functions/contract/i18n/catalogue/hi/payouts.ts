import type en from '../en/payouts.ts';

export default {
  'payouts.pageTitle': 'कैशबैक निकालें – DealSphere',
  'payouts.pageDescription': 'अपना कैशबैक UPI पर निकालें।',
  'payouts.heading': 'कैशबैक निकालें',
  'payouts.intro':
    'अपना कन्फ़र्म कैशबैक UPI से अपने बैंक खाते में भेजें। पेंडिंग कैशबैक कन्फ़र्म होने के बाद निकाला जा सकता है।',
  'payouts.availableHeading': 'निकालने के लिए उपलब्ध',
  'payouts.tokenRate': '1 टोकन = ₹1',
  'payouts.earningsLink': 'अपनी कमाई देखें',
  'payouts.pageFailed': 'आपका बैलेंस और भुगतान अभी लोड नहीं हो सके। कृपया पेज फिर से लोड करें।',
  'payouts.unverifiedHeading': 'पैसे निकालने के लिए अपना ईमेल पता वेरिफ़ाई करें',
  'payouts.unverifiedBody':
    'हम कैशबैक सिर्फ़ उन्हीं खातों को भेजते हैं जिनका ईमेल पता वेरिफ़ाई है, ताकि कोई और इसे न ले सके। हमारे ईमेल किए गए लिंक को खोलें, या नया लिंक माँगें।',
  'payouts.unverifiedWrongAddress': 'पता गलत है? सेटिंग्स में बदलें।',
  'payouts.disabled': 'अभी पैसे नहीं निकाले जा सकते। आपका कैशबैक सुरक्षित है; कृपया बाद में फिर से कोशिश करें।',
  'payouts.available': '{tokens} टोकन ({amount})',
  'payouts.minimum': 'कम से कम {amount} निकाले जा सकते हैं।',
  'payouts.belowMinimum': 'कम से कम {amount} उपलब्ध होने पर आप पैसे निकाल सकते हैं।',
  'payouts.goesTo': 'यह {upiId} पर जाएगा।',
  'payouts.withdrawHeading': 'पैसे निकालें',
  'payouts.amountLabel': 'रकम (₹)',
  'payouts.withdraw': 'पैसे निकालें',
  'payouts.withdrawAmount': '{amount} निकालें',
  'payouts.sending': 'आपका अनुरोध भेजा जा रहा है…',
  'payouts.noConnection':
    'सर्वर से कोई जवाब नहीं मिला। अपना कनेक्शन जाँचें और फिर से पैसे निकालें दबाएँ: वही अनुरोध भेजा जाता है, इसलिए आपको कभी दो बार भुगतान नहीं होगा।',
  'payouts.failed': 'आपका अनुरोध अभी भेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'payouts.needsMethod': 'पैसे निकालने से पहले भुगतान का तरीका में एक UPI ID सेव करें।',
  'payouts.amountInvalid': 'रकम रुपयों में लिखें, जैसे 500 या 500.50।',
  'payouts.balanceTooLow': 'आप अपने उपलब्ध कैशबैक से ज़्यादा नहीं निकाल सकते।',
  'payouts.methodNotYetUsable':
    'आपकी नई UPI ID बदलने के 24 घंटे बाद इस्तेमाल हो सकती है। कृपया बाद में फिर से कोशिश करें।',
  'payouts.sent': '{amount} {upiId} पर भेजा जा रहा है। UPI भुगतान आम तौर पर कुछ ही मिनटों में पहुँच जाते हैं।',
  'payouts.held':
    '{upiId} पर आपके {amount} के भुगतान की भेजने से पहले जाँच होगी, आम तौर पर एक कामकाजी दिन के अंदर।',
  'payouts.openHeld':
    'आपके पिछले भुगतान की जाँच हो रही है। उसका भुगतान होने या लौटने के बाद आप फिर से पैसे निकाल सकते हैं।',
  'payouts.openOnItsWay':
    'आपका पिछला भुगतान रास्ते में है। उसका भुगतान होने या लौटने के बाद आप फिर से पैसे निकाल सकते हैं।',
  'payouts.listHeading': 'आपके भुगतान',
} satisfies Record<keyof typeof en, string>;
