import type { MiddlewareHandler } from 'hono';
import { REQUEST_BUDGETS, type BudgetedAction } from '../contract/limits.ts';
import { messages } from '../contract/messages.ts';
import { addressKey } from '../services/throttle/address-key.ts';
import { countHit } from '../services/throttle/count-hit.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './http-error.ts';

/**
 * An action's request budget (REQUEST_BUDGETS, decision 0015), counted before the handler runs: per
 * client address, or with `per: 'account'` per signed-in account (put it after requireRole). Over
 * budget, 429 with Retry-After and `message` (the sign-in forms keep their own text).
 */
export function rateLimit(
  action: BudgetedAction,
  options: { per?: 'address' | 'account'; message?: string } = {},
): MiddlewareHandler<AppEnv> {
  const { max, windowMs } = REQUEST_BUDGETS[action];
  return async (c, next) => {
    const accountId = options.per === 'account' ? c.var.account?.id : undefined;
    const who = accountId
      ? `account:${accountId}`
      : `address:${await addressKey(c.var.db, c.env?.clientAddress)}`;
    const { hits, retryAfterSeconds } = await countHit(c.var.db, `${action}:${who}`, windowMs);
    if (hits > max) {
      throw HttpError.tooManyRequests(
        'too_many_requests',
        options.message ?? messages.tooManyRequests,
        retryAfterSeconds,
      );
    }
    await next();
  };
}
