/** The Hindi catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */
import type { MessageKey } from './en.ts';
import dashboard from './hi/dashboard.ts';
import layout from './hi/layout.ts';
import payouts from './hi/payouts.ts';
import user from './hi/user.ts';

export const hi: Record<MessageKey, string> = {
  ...dashboard,
  ...layout,
  ...payouts,
  ...user,
};
