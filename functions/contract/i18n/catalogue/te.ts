/** The Telugu catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */
import type { MessageKey } from './en.ts';
import dashboard from './te/dashboard.ts';
import layout from './te/layout.ts';
import payouts from './te/payouts.ts';
import user from './te/user.ts';

export const te: Record<MessageKey, string> = {
  ...dashboard,
  ...layout,
  ...payouts,
  ...user,
};
