import type en from '../en/static.ts';

export default {
  'static.breadcrumb': 'మీరు ఇక్కడ ఉన్నారు',
  'static.home': 'హోమ్',
  'static.initiativeLine': '{company} చేపట్టిన ఒక ప్రయత్నం',
  'static.promoText': 'మీ మొదటి కొనుగోలుపై {code} కోడ్ వాడండి',
  'static.socialFacebook': 'ఫేస్‌బుక్‌లో {brand}',
  'static.socialInstagram': 'ఇన్‌స్టాగ్రామ్‌లో {brand}',
  'static.socialX': 'X (ట్విటర్)లో {brand}',
  'static.socialYoutube': 'యూట్యూబ్‌లో {brand}',
} satisfies Record<keyof typeof en, string>;
