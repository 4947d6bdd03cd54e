import type en from '../en/static.ts';

export default {
  'static.breadcrumb': 'आप यहाँ हैं',
  'static.home': 'होम',
  'static.initiativeLine': '{company} की एक पहल',
  'static.promoText': 'अपनी पहली खरीदारी पर कोड {code} इस्तेमाल करें',
  'static.socialFacebook': 'फ़ेसबुक पर {brand}',
  'static.socialInstagram': 'इंस्टाग्राम पर {brand}',
  'static.socialX': 'X (ट्विटर) पर {brand}',
  'static.socialYoutube': 'यूट्यूब पर {brand}',
} satisfies Record<keyof typeof en, string>;
