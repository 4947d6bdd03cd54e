import type en from '../en/layout.ts';

export default {
  'layout.skipToContent': 'నేరుగా ముఖ్య సమాచారానికి వెళ్లండి',
  'layout.languageLabel': 'భాష',
  'layout.shareImageAlt': '{brand}: భారతీయ దుకాణాల ఉచిత కూపన్లు, డీల్స్',
} satisfies Record<keyof typeof en, string>;
