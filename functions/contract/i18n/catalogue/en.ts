/**
 * The English catalogue: the source of every key (issue 26 item 4, decision 0084). One file per part of
 * the site under en/, spread here; hi.ts and te.ts mirror it. The spec's English texts are kept word for word.
 */
import dashboard from './en/dashboard.ts';
import layout from './en/layout.ts';
import payouts from './en/payouts.ts';
import user from './en/user.ts';

export const en = {
  ...dashboard,
  ...layout,
  ...payouts,
  ...user,
} as const;

export type MessageKey = keyof typeof en;
