/** The Hindi catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */
import type { MessageKey } from './en.ts';
import layout from './hi/layout.ts';
import payment from './hi/payment.ts';
import storefront from './hi/storefront.ts';
import stores from './hi/stores.ts';

export const hi: Record<MessageKey, string> = {
  ...layout,
  ...payment,
  ...storefront,
  ...stores,
};
