/**
 * The English catalogue: the source of every key (issue 26 item 4, decision 0084). One file per part of
 * the site under en/, spread here; hi.ts and te.ts mirror it. The spec's English texts are kept word for word.
 */
import cards from './en/cards.ts';
import content from './en/content.ts';
import home from './en/home.ts';
import layout from './en/layout.ts';
import listing from './en/listing.ts';

export const en = {
  ...cards,
  ...content,
  ...home,
  ...layout,
  ...listing,
} as const;

export type MessageKey = keyof typeof en;
