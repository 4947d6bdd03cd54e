import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import type { BudgetedAction } from '../contract/limits.ts';
import type { AppEnv } from '../http/app-env.ts';
import { spendRequestBudget } from '../services/throttle/spend-request-budget.ts';

/**
 * An action's request budget (REQUEST_BUDGETS, decision 0015), spent before the handler runs: per
 * client address, or with `per: 'account'` per signed-in account (put it after requireRole). The
 * counting is a service (services/throttle/spend-request-budget.ts); this only reads who is asking.
 */
export function rateLimit(
  action: BudgetedAction,
  options: {
    per?: 'address' | 'account';
    message?: string;
    failuresOnly?: boolean;
    /** A cap the deployment configures instead of the table's (the sign-up budgets). */
    max?: (config: Config) => number;
  } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const accountId = options.per === 'account' ? c.var.account?.id : undefined;
    const refund = await spendRequestBudget(
      c.var.db,
      action,
      { accountId, clientAddress: c.env?.clientAddress },
      options.message,
      options.max?.(c.var.config),
    );
    await next();
    // Spent before the handler (so parallel requests cannot pass the cap unseen), given back when it
    // succeeded: a sign-in budget counts failed attempts, and a mobile network's shared address with
    // many shoppers signing in never meets it.
    if (options.failuresOnly && c.res.status < 400) await refund();
  };
}

/** The sign-up budgets' cap: configurable, since many shoppers can share one mobile-network address. */
export const signUpsPerHour = (config: Config): number => config.SIGN_UPS_PER_ADDRESS_PER_HOUR;
