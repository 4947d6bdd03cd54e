/** The Telugu catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */
import type { MessageKey } from './en.ts';
import cards from './te/cards.ts';
import content from './te/content.ts';
import home from './te/home.ts';
import layout from './te/layout.ts';
import listing from './te/listing.ts';

export const te: Record<MessageKey, string> = {
  ...cards,
  ...content,
  ...home,
  ...layout,
  ...listing,
};
