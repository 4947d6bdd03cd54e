import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { merchants } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireRole, signedInAccountId } from './guards.ts';
import { HttpError } from '../http/http-error.ts';
import { messages } from '../contract/messages.ts';

/** What a handler behind `merchantOnly` reads: the signed-in merchant's record id. */
export interface MerchantEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { merchantId: string };
}

const detailsFirst = () => HttpError.forbidden(messages.merchantDetailsFirst);

/**
 * The one guard of the calls that act on "my" merchant records, declared where the route is: it is
 * `requireRole('merchant')` (visitors 401, other roles 403, never cached), then it reads the signed-in account's merchant record and puts
 * its id on the context (`c.var.merchantId`); the id never comes from the request. A merchant who
 * signed in (with Google, say) but has not filled in the details yet is refused with 403, or with the
 * refusal a route names (the catalogue upload's 404 'Merchant ID not found.').
 */
export function merchantOnly(refusal: () => HttpError = detailsFirst): MiddlewareHandler<MerchantEnv> {
  const merchantsOnly = requireRole<MerchantEnv>('merchant');
  return (c, next) =>
    merchantsOnly(c, async () => {
      const [merchant] = await c.var.db
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.accountId, signedInAccountId(c)));
      if (!merchant) throw refusal();
      c.set('merchantId', merchant.id);
      await next();
    });
}
