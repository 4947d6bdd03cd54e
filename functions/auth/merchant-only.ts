import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { merchants } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';

/** What a handler behind `merchantOnly` reads: the signed-in merchant's record id. */
export interface MerchantEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { merchantId: string };
}

const detailsFirst = () => HttpError.forbidden('Please complete your merchant details first.');

/**
 * The one guard of the calls that act on "my" merchant records: it refuses visitors (401) and other
 * roles (403) like every merchant route, then reads the signed-in account's merchant record and puts
 * its id on the context (`c.var.merchantId`); the id never comes from the request. A merchant who
 * signed in (with Google, say) but has not filled in the details yet is refused with 403, or with the
 * refusal a route names (the catalogue upload's 404 'Merchant ID not found.').
 */
export function merchantOnly(refusal: () => HttpError = detailsFirst): MiddlewareHandler<MerchantEnv> {
  return async (c, next) => {
    const account = c.var.account;
    if (!account) throw HttpError.unauthorized();
    if (account.role !== 'merchant') throw HttpError.forbidden();
    const [merchant] = await c.var.db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.accountId, account.id));
    if (!merchant) throw refusal();
    c.set('merchantId', merchant.id);
    await next();
  };
}
