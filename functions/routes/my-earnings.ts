import { Hono } from 'hono';
import type { EarningsResponse } from '../contract/earnings.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { readPathId } from '../http/read-path-id.ts';
import { readEarnings } from '../services/earnings/read-earnings.ts';

/** A shopper's own earnings (spec: Earnings response). Users only: visitors 401, other roles 403. */
export const myEarningsRoutes = new Hono<AppEnv>();

// GET /api/AToZ/my-earnings/{id} – {id} must be my own account id (any other: 403): balance, pending
// and confirmed tokens, and each sale's and bonus's status and expected confirmation date
myEarningsRoutes.get('/:id', requireRole('user'), async (c) => {
  const accountId = signedInAccountId(c);
  const id = readPathId(c);
  if (id !== accountId) throw HttpError.forbidden();
  return c.json<EarningsResponse>(await readEarnings(c.var.db, accountId));
});
