import { and, eq } from 'drizzle-orm';
import { REVERSAL_REASON_LABELS, saleMessages, type ReversalReason } from '../../contract/earnings.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { earningsLedger, merchantSales } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { recordAudit } from '../admin/record-audit.ts';

/** The words the shopper reads: 'Returned: the parcel came back unopened'. */
export function reversalText(reason: ReversalReason, note: string): string {
  return `${REVERSAL_REASON_LABELS[reason]}: ${note.trim()}`;
}

/**
 * Reverses a sale's cashback with a reason (decision 0031): a new `credit_reversed` entry, nothing
 * edited or deleted. `merchantId` limits it to that merchant's sales (another merchant's sale is 404);
 * null is an administrator. A second reversal is refused with 409 by the one-reversal-per-sale index
 * and writes nothing. A reversal after confirmation takes the cashback back out of the balance.
 */
export async function reverseSale(
  db: DbOrTx,
  input: { saleId: string; merchantId: string | null; reason: ReversalReason; note: string },
): Promise<void> {
  const [sale] = await db
    .select({
      id: merchantSales.id,
      accountId: merchantSales.accountId,
      amountPaise: earningsLedger.amountPaise,
    })
    .from(merchantSales)
    .innerJoin(
      earningsLedger,
      and(eq(earningsLedger.saleId, merchantSales.id), eq(earningsLedger.kind, 'credit_pending')),
    )
    .where(
      input.merchantId === null
        ? eq(merchantSales.id, input.saleId)
        : and(eq(merchantSales.id, input.saleId), eq(merchantSales.merchantId, input.merchantId)),
    );
  if (!sale) throw HttpError.notFound(saleMessages.saleNotFound);
  const [written] = await db
    .insert(earningsLedger)
    .values({
      accountId: sale.accountId,
      kind: 'credit_reversed',
      amountPaise: sale.amountPaise,
      saleId: sale.id,
      reason: reversalText(input.reason, input.note),
    })
    .onConflictDoNothing()
    .returning({ id: earningsLedger.id });
  if (!written) throw HttpError.conflict(saleMessages.alreadyReversed);
}

/** An administrator marks a sale fraudulent: the reversal and its audit line, together. */
export async function markSaleFraudulent(
  db: Database,
  input: { saleId: string; actorAccountId: string; note: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await reverseSale(tx, { saleId: input.saleId, merchantId: null, reason: 'fraud', note: input.note });
    await recordAudit(tx, {
      actorAccountId: input.actorAccountId,
      action: 'sale.mark-fraudulent',
      entity: 'merchant_sale',
      entityId: input.saleId,
      details: { note: input.note.trim() },
    });
  });
}
