import { and, eq, gt } from 'drizzle-orm';
import {
  checkClaimForm,
  claimMessages,
  toClaimInput,
  type ClaimFormValues,
  type MyClaim,
} from '../../contract/cashback-claims.ts';
import { recordIdSchema } from '../../contract/ids.ts';
import { startOfIndianDay, todayInIndia } from '../../contract/india-time.ts';
import type { Database } from '../../db/database.ts';
import { cashbackClaims, coupons } from '../../db/schema/index.ts';
import { emailVerificationMessages } from '../../contract/account-email.ts';
import { requireVerifiedEmail, type SignedInAccount } from '../accounts/require-verified-email.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import { selectMyClaims, toMyClaim } from './claim-rows.ts';

/**
 * Files a shopper's missing-cashback claim. The account is the session's and the merchant is the
 * coupon's, never the request's. The coupon must be approved and still live at the start of the
 * purchase day (India): a live coupon, or one that ended after the purchase (decision 0033). One claim
 * per account, merchant and order reference (any case; cashback_claims_one_per_order): a second is 409.
 */
export async function fileCashbackClaim(
  db: Database,
  account: SignedInAccount,
  values: ClaimFormValues,
  today: string = todayInIndia(),
): Promise<MyClaim> {
  requireVerifiedEmail(account, emailVerificationMessages.earnRefused);
  const accountId = account.id;
  const problems = checkClaimForm(values, today);
  const first = Object.values(problems)[0];
  if (first) throw HttpError.badInput(first, problems as Record<string, string>);
  const input = toClaimInput(values);

  const couponId = recordIdSchema.safeParse(input.couponId);
  const notClaimable = () =>
    HttpError.badInput(claimMessages.couponNotClaimable, { couponId: claimMessages.couponNotClaimable });
  if (!couponId.success) throw notClaimable();
  const [coupon] = await db
    .select({ id: coupons.id, merchantId: coupons.merchantId })
    .from(coupons)
    .where(
      and(
        eq(coupons.id, couponId.data),
        eq(coupons.status, 'approved'),
        gt(coupons.expiresAt, startOfIndianDay(input.purchaseDate)),
      ),
    );
  if (!coupon) throw notClaimable();

  let id: string;
  try {
    const [row] = await db
      .insert(cashbackClaims)
      .values({
        accountId,
        merchantId: coupon.merchantId,
        couponId: coupon.id,
        purchaseDate: input.purchaseDate,
        amountPaise: input.amountPaise,
        orderReference: input.orderReference,
      })
      .returning({ id: cashbackClaims.id });
    if (!row) throw new Error('cashback claim insert returned no row');
    id = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw HttpError.conflict(claimMessages.duplicate);
    throw error;
  }
  const [claim] = await selectMyClaims(db, eq(cashbackClaims.id, id));
  if (!claim) throw new Error('filed cashback claim not found');
  return toMyClaim(claim);
}
