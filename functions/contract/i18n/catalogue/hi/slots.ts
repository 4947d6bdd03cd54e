import type en from '../en/slots.ts';

export default {
  'slots.legend': 'स्लॉट मैप: अभी के 24 विज्ञापन स्लॉट',
  'slots.listLabel': 'विज्ञापन स्लॉट',
  'slots.loading': 'स्लॉट मैप लोड हो रहा है…',
  'slots.failed': 'स्लॉट मैप लोड नहीं हो सका।',
  'slots.retry': 'फिर से कोशिश करें',
  'slots.free': 'खाली',
  'slots.heldBy': '{holder} के पास',
  'slots.until': '{date} तक',
  'slots.reserved': 'रिज़र्व',
  'slots.reservedFor': '{holder} के लिए',
  'slots.freeCountOne': '1 स्लॉट खाली',
  'slots.freeCountOther': '{count} स्लॉट खाली',
  'slots.nameFree': 'स्लॉट {position}, खाली, {price}',
  'slots.nameHeld': 'स्लॉट {position}, {holder} के पास {date} तक, {price}',
  'slots.nameReserved': 'स्लॉट {position}, रिज़र्व, {price}',
  'slots.nameReservedFor': 'स्लॉट {position}, {holder} के लिए रिज़र्व, {price}',
  'slots.merchantHintFree':
    'खाली स्लॉट माँगने के लिए उस पर क्लिक करें। भरे हुए स्लॉट का मुफ़्त अनुरोध पहले खाली स्लॉट में रखा जाता है। दाम प्रीमियम (पैसे वाले) स्लॉट के हैं।',
  'slots.merchantHintPremium': 'वह स्लॉट चुनें जिसका भुगतान आप अभी कर सकते हैं; हर स्लॉट पर उसका प्रीमियम दाम लिखा है।',
  'slots.placementWaits':
    'स्लॉट {requested} भरा है और अभी कोई स्लॉट खाली नहीं है: कोई स्लॉट खाली होने तक आपका अनुरोध इंतज़ार करेगा।',
  'slots.placementFree': 'स्लॉट {requested} अभी खाली है।',
  'slots.placementMoved': 'स्लॉट {requested} भरा है: मुफ़्त अनुरोध पहले खाली स्लॉट, स्लॉट {placed} में रखा जाएगा।',
} satisfies Record<keyof typeof en, string>;
