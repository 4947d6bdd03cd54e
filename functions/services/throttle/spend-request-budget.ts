import { REQUEST_BUDGETS, type BudgetedAction } from '../../contract/limits.ts';
import { messages } from '../../contract/messages.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { addressKey } from './address-key.ts';
import { countHit, refundHit } from './count-hit.ts';

/** Who spends a request budget: a signed-in account, or else a client address (never stored). */
export interface BudgetSpender {
  accountId?: string | undefined;
  clientAddress?: string | undefined;
}

/**
 * Spends one request of an action's budget (REQUEST_BUDGETS, decision 0015): per account when an
 * account id is given, else per client address (its salted key, services/throttle/address-key.ts).
 * Over budget, a 429 with Retry-After and `message` (the sign-in forms keep their own text).
 * Answers a refund: calling it gives the request back (the sign-in budgets count failures only).
 */
export async function spendRequestBudget(
  db: Database,
  action: BudgetedAction,
  spender: BudgetSpender,
  message: string = messages.tooManyRequests,
  /** The configured cap when the deployment sets one (SIGN_UPS_PER_ADDRESS_PER_HOUR), else the table's. */
  maxOverride?: number,
): Promise<() => Promise<void>> {
  const { windowMs } = REQUEST_BUDGETS[action];
  const max = maxOverride ?? REQUEST_BUDGETS[action].max;
  const who = spender.accountId
    ? `account:${spender.accountId}`
    : `address:${await addressKey(db, spender.clientAddress)}`;
  const key = `${action}:${who}`;
  const { hits, windowStart, retryAfterSeconds } = await countHit(db, key, windowMs);
  if (hits > max) throw HttpError.tooManyRequests('too_many_requests', message, retryAfterSeconds);
  return () => refundHit(db, key, windowStart);
}
