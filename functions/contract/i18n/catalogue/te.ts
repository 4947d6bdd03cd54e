/** The Telugu catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */
import type { MessageKey } from './en.ts';
import api from './te/api.ts';
import email from './te/email.ts';
import layout from './te/layout.ts';

export const te: Record<MessageKey, string> = {
  ...api,
  ...email,
  ...layout,
};
