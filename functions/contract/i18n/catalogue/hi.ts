/** The Hindi catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */
import type { MessageKey } from './en.ts';
import account from './hi/account.ts';
import forms from './hi/forms.ts';
import layout from './hi/layout.ts';

export const hi: Record<MessageKey, string> = {
  ...account,
  ...forms,
  ...layout,
};
