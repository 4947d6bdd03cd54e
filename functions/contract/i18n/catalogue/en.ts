/**
 * The English catalogue: the source of every key (issue 26 item 4, decision 0084). One file per part of
 * the site under en/, spread here; hi.ts and te.ts mirror it. The spec's English texts are kept word for word.
 */
import footer from './en/footer.ts';
import header from './en/header.ts';
import layout from './en/layout.ts';

export const en = {
  ...footer,
  ...header,
  ...layout,
} as const;

export type MessageKey = keyof typeof en;
