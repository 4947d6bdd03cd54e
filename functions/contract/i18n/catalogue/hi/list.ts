import type en from '../en/list.ts';

export default {
  'list.loadMore': 'और देखें',
  'list.loading': 'लोड हो रहा है…',
  'list.moreFailed': 'और नहीं दिखा पाए। कृपया फिर से कोशिश करें।',
  'list.tableRegion': '{caption} टेबल',
  'list.tryAgain': 'फिर से कोशिश करें',
} satisfies Record<keyof typeof en, string>;
