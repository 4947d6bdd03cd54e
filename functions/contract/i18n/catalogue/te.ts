/** The Telugu catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */
import type { MessageKey } from './en.ts';
import layout from './te/layout.ts';
import merchant from './te/merchant.ts';
import slots from './te/slots.ts';

export const te: Record<MessageKey, string> = {
  ...layout,
  ...merchant,
  ...slots,
};
