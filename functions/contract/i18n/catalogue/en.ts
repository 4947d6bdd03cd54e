/**
 * The English catalogue: the source of every key (issue 26 item 4, decision 0084). One file per part of
 * the site under en/, spread here; hi.ts and te.ts mirror it. The spec's English texts are kept word for word.
 */
import layout from './en/layout.ts';
import payment from './en/payment.ts';
import storefront from './en/storefront.ts';
import stores from './en/stores.ts';

export const en = {
  ...layout,
  ...payment,
  ...storefront,
  ...stores,
} as const;

export type MessageKey = keyof typeof en;
