import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { merchants } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';

/**
 * The merchant record of a signed-in merchant account, for the calls that act on "my" records: a
 * merchant who signed in (with Google, say) but has not filled in the details yet is refused with 403,
 * or with the refusal a call names (the catalogue upload's 'Merchant ID not found.').
 */
export async function requireMerchantId(
  db: Database,
  accountId: string,
  refusal: () => HttpError = () => HttpError.forbidden('Please complete your merchant details first.'),
): Promise<string> {
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.accountId, accountId));
  if (!merchant) throw refusal();
  return merchant.id;
}
