/** The Telugu catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */
import type { MessageKey } from './en.ts';
import footer from './te/footer.ts';
import header from './te/header.ts';
import layout from './te/layout.ts';

export const te: Record<MessageKey, string> = {
  ...footer,
  ...header,
  ...layout,
};
