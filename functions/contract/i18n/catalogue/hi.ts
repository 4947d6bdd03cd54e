/** The Hindi catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */
import type { MessageKey } from './en.ts';
import layout from './hi/layout.ts';
import merchant from './hi/merchant.ts';
import slots from './hi/slots.ts';

export const hi: Record<MessageKey, string> = {
  ...layout,
  ...merchant,
  ...slots,
};
