import type en from '../en/api.ts';

export default {
  'api.notSignedIn': 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  'api.forbidden': 'आपको यह करने की अनुमति नहीं है।',
  'api.notFound': 'नहीं मिला।',
  'api.tooManyRequests': 'बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर रुककर फिर कोशिश करें।',
  'api.invalidInput': 'कृपया हाइलाइट किए गए फ़ील्ड जाँचें।',
  'api.serverError': 'कुछ गड़बड़ हो गई!',
  'api.storeUnavailable': 'सर्विस अभी व्यस्त है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'api.bodyTooLarge': 'अनुरोध बहुत बड़ा है।',
  'api.merchantDetailsFirst': 'कृपया पहले अपनी व्यापारी जानकारी पूरी करें।',
  'api.invalidReferralMobile': 'कृपया सही 10 अंकों का भारतीय मोबाइल नंबर डालें।',
  'api.revealRefused': 'कूपन कोड देखने के लिए कृपया अपना ईमेल पता वेरिफ़ाई करें।',
  'api.reviewRefused': 'कूपन का रिव्यू करने के लिए कृपया अपना ईमेल पता वेरिफ़ाई करें।',
  'api.earnRefused': 'कैशबैक कमाने के लिए कृपया अपना ईमेल पता वेरिफ़ाई करें।',
  'api.reviewNotFound': 'यह रिव्यू मौजूद नहीं है।',
  'api.upiIdInvalid': 'अपनी UPI ID name@bank की तरह डालें, जैसे priya.sharma@okhdfc।',
  'api.noMethod': 'पैसे निकालने से पहले एक UPI ID जोड़ें।',
  'api.openPayoutExists': 'आपका एक भुगतान पहले से चल रहा है। कृपया उसके पूरा होने या लौटने तक रुकें।',
  'api.payoutsDisabled': 'अभी पैसे नहीं निकाले जा सकते। कृपया बाद में फिर कोशिश करें।',
  'api.payoutNotFound': 'भुगतान नहीं मिला।',
  'api.claimNotFound': 'यह क्लेम मौजूद नहीं है।',
} satisfies Record<keyof typeof en, string>;
