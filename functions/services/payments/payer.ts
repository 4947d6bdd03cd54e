import type { Account } from '../../auth/sessions.ts';
import type { Payer } from './payment-subject.ts';

/** The payer, from the session's account only (every field null for a visitor). */
export function payerOf(account: Account | null): Payer {
  if (!account) return { accountId: null, role: null, name: null, email: null, mobile: null };
  return {
    accountId: account.id,
    role: account.role,
    name: account.displayName,
    email: account.email,
    mobile: account.mobile,
  };
}
