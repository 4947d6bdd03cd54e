/** The Hindi catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */
import type { MessageKey } from './en.ts';
import footer from './hi/footer.ts';
import header from './hi/header.ts';
import layout from './hi/layout.ts';

export const hi: Record<MessageKey, string> = {
  ...footer,
  ...header,
  ...layout,
};
