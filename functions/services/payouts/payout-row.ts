import { paiseToRupees } from '../../contract/money.ts';
import { PAYOUT_STATUS_LABELS, type PayoutRow } from '../../contract/payouts.ts';
import type { payouts } from '../../db/schema/index.ts';

export type StoredPayout = typeof payouts.$inferSelect;

/** A stored payout as its shopper sees it (GET /api/payouts and the answers of every payout action). */
export function toPayoutRow(row: StoredPayout): PayoutRow {
  return {
    id: row.id,
    amountPaise: row.amountPaise,
    amountRupees: paiseToRupees(row.amountPaise),
    upiId: row.upiId,
    status: row.status,
    statusLabel: PAYOUT_STATUS_LABELS[row.status],
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
