import { and, eq } from 'drizzle-orm';
import { claimMessages, declineReasonMessage, type ClaimDecided } from '../../contract/cashback-claims.ts';
import type { Config } from '../../config.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { cashbackClaims } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { cashbackSettings } from '../earnings/cashback-settings.ts';
import { recordMerchantSale } from '../earnings/record-merchant-sale.ts';

/**
 * The claim, locked for this transaction, if it is this merchant's (another merchant's is a 404, as if
 * it did not exist) and still open (a decided claim is a 409 and nothing changes).
 */
async function lockOpenClaim(tx: DbOrTx, merchantId: string, claimId: string) {
  const [claim] = await tx
    .select()
    .from(cashbackClaims)
    .where(and(eq(cashbackClaims.id, claimId), eq(cashbackClaims.merchantId, merchantId)))
    .for('update');
  if (!claim) throw HttpError.notFound(claimMessages.notFound);
  if (claim.status !== 'open') throw HttpError.conflict(claimMessages.alreadyDecided);
  return claim;
}

/**
 * Accepts an open claim: it becomes a merchant sale for the shopper (the ledger's service gives it a
 * pending cashback entry), and the claim is marked accepted with that sale, in one transaction. The
 * sale's idempotency key is `claim:{id}`, so even a second accept racing past the lock credits once.
 */
export async function acceptCashbackClaim(
  deps: { db: Database; config: Config },
  merchantId: string,
  claimId: string,
): Promise<ClaimDecided> {
  return deps.db.transaction(async (tx) => {
    const claim = await lockOpenClaim(tx, merchantId, claimId);
    const { saleId } = await recordMerchantSale(
      tx,
      {
        merchantId,
        accountId: claim.accountId,
        couponId: claim.couponId,
        saleAmountPaise: claim.amountPaise,
        saleDate: claim.purchaseDate,
        remarks: `Missing cashback claim, order ${claim.orderReference}`,
        idempotencyKey: `claim:${claim.id}`,
        source: 'claim',
      },
      cashbackSettings(deps.config),
    );
    await tx
      .update(cashbackClaims)
      .set({ status: 'accepted', saleId, decidedAt: new Date() })
      .where(and(eq(cashbackClaims.id, claim.id), eq(cashbackClaims.status, 'open')));
    return {
      message: claimMessages.accepted,
      claim: { id: claim.id, status: 'accepted', saleId, declineReason: null },
    };
  });
}

/** Declines an open claim with a reason the shopper reads on the claim page. */
export async function declineCashbackClaim(
  db: Database,
  merchantId: string,
  claimId: string,
  reasonText: string,
): Promise<ClaimDecided> {
  const problem = declineReasonMessage(reasonText);
  if (problem) throw HttpError.badInput(problem, { reason: problem });
  const reason = reasonText.trim();
  return db.transaction(async (tx) => {
    const claim = await lockOpenClaim(tx, merchantId, claimId);
    await tx
      .update(cashbackClaims)
      .set({ status: 'declined', declineReason: reason, decidedAt: new Date() })
      .where(and(eq(cashbackClaims.id, claim.id), eq(cashbackClaims.status, 'open')));
    return {
      message: claimMessages.declined,
      claim: { id: claim.id, status: 'declined', saleId: null, declineReason: reason },
    };
  });
}
