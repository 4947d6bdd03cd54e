/** The Telugu catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */
import type { MessageKey } from './en.ts';
import layout from './te/layout.ts';
import payment from './te/payment.ts';
import storefront from './te/storefront.ts';
import stores from './te/stores.ts';

export const te: Record<MessageKey, string> = {
  ...layout,
  ...payment,
  ...storefront,
  ...stores,
};
