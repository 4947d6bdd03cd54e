import type en from '../en/layout.ts';

export default {
  'layout.skipToContent': 'सीधे मुख्य जानकारी पर जाएँ',
  'layout.languageLabel': 'भाषा',
  'layout.shareImageAlt': '{brand}: भारतीय दुकानों के मुफ़्त कूपन और डील',
} satisfies Record<keyof typeof en, string>;
