/** The Hindi catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */
import type { MessageKey } from './en.ts';
import cards from './hi/cards.ts';
import content from './hi/content.ts';
import home from './hi/home.ts';
import layout from './hi/layout.ts';
import listing from './hi/listing.ts';

export const hi: Record<MessageKey, string> = {
  ...cards,
  ...content,
  ...home,
  ...layout,
  ...listing,
};
