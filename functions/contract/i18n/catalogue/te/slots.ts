import type en from '../en/slots.ts';

export default {
  'slots.legend': 'స్లాట్ మ్యాప్: ఇప్పటి 24 ప్రకటన స్లాట్లు',
  'slots.listLabel': 'ప్రకటన స్లాట్లు',
  'slots.loading': 'స్లాట్ మ్యాప్ లోడ్ అవుతోంది…',
  'slots.failed': 'స్లాట్ మ్యాప్ లోడ్ కాలేదు.',
  'slots.retry': 'మళ్ళీ ప్రయత్నించండి',
  'slots.free': 'ఖాళీ',
  'slots.heldBy': '{holder} వద్ద',
  'slots.until': '{date} వరకు',
  'slots.reserved': 'రిజర్వ్',
  'slots.reservedFor': '{holder} కోసం',
  'slots.freeCountOne': '1 స్లాట్ ఖాళీ',
  'slots.freeCountOther': '{count} స్లాట్లు ఖాళీ',
  'slots.nameFree': 'స్లాట్ {position}, ఖాళీ, {price}',
  'slots.nameHeld': 'స్లాట్ {position}, {holder} వద్ద {date} వరకు, {price}',
  'slots.nameReserved': 'స్లాట్ {position}, రిజర్వ్, {price}',
  'slots.nameReservedFor': 'స్లాట్ {position}, {holder} కోసం రిజర్వ్, {price}',
  'slots.merchantHintFree':
    'ఖాళీ స్లాట్ కావాలంటే దానిపై క్లిక్ చేయండి. నిండిన స్లాట్ కోసం ఉచిత అభ్యర్థన మొదటి ఖాళీ స్లాట్‌లో పెట్టబడుతుంది. ధరలు ప్రీమియం (చెల్లింపు) స్లాట్‌వి.',
  'slots.merchantHintPremium': 'మీరు ఇప్పుడు చెల్లించగల స్లాట్‌పై క్లిక్ చేయండి; ప్రతి స్లాట్ దాని ప్రీమియం ధర చూపిస్తుంది.',
  'slots.placementWaits': 'స్లాట్ {requested} నిండింది, ఇప్పుడు ఏ స్లాట్ ఖాళీగా లేదు: ఒకటి ఖాళీ అయ్యే వరకు మీ అభ్యర్థన వేచి ఉంటుంది.',
  'slots.placementFree': 'స్లాట్ {requested} ఇప్పుడు ఖాళీగా ఉంది.',
  'slots.placementMoved': 'స్లాట్ {requested} నిండింది: ఉచిత అభ్యర్థన మొదటి ఖాళీ స్లాట్ అయిన స్లాట్ {placed}లో పెట్టబడుతుంది.',
} satisfies Record<keyof typeof en, string>;
