/**
 * The English catalogue: the source of every key (issue 26 item 4, decision 0084). One file per part of
 * the site under en/, spread here; hi.ts and te.ts mirror it. The spec's English texts are kept word for word.
 */
import layout from './en/layout.ts';
import merchant from './en/merchant.ts';
import slots from './en/slots.ts';

export const en = {
  ...layout,
  ...merchant,
  ...slots,
} as const;

export type MessageKey = keyof typeof en;
