import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

export interface Balance {
  /**
   * Confirmed credits + bonuses − reversals of confirmed credits − bonus reversals − withdrawals +
   * returned withdrawals: what the shopper can withdraw now (issue 22's "Available").
   */
  balancePaise: number;
  /** Pending credits neither confirmed nor reversed yet. */
  pendingPaise: number;
  /** Confirmed credits that were not reversed, plus bonuses that were not reversed. */
  confirmedPaise: number;
}

/** What partial refunds took back of a sale (decision 0045): the sum of its refund-share reversals, in paise. */
export function refundedShareOf(saleId: AnyColumn | SQL): SQL<number> {
  return sql<number>`coalesce((select sum(s.amount_paise) from earnings_ledger s
     where s.sale_id = ${saleId} and s.kind = 'credit_reversed' and s.payment_refund_id is not null), 0)::integer`;
}

/**
 * The balance (what the shopper can withdraw) of ledger rows `e`: only a reversal probes for its sale's
 * confirmation; every other row is its own amount.
 */
const availableSum = sql`coalesce(sum(case
        when e.kind in ('credit_confirmed', 'referral_bonus', 'withdrawal_returned') then e.amount_paise
        when e.kind in ('withdrawal', 'referral_bonus_reversed') then -e.amount_paise
        when e.kind = 'credit_reversed' and exists (
          select 1 from earnings_ledger c where c.sale_id = e.sale_id and c.kind = 'credit_confirmed')
          then -e.amount_paise
        else 0 end), 0)::bigint`;

/** The same, for ledger row `e` of readBalance's query. */
const partialShares = refundedShareOf(sql.raw('e.sale_id'));

/**
 * An account's balance, pending and confirmed totals in ONE query over the ledger (decision 0031). A
 * reversal counts against the balance only when its sale had been confirmed: a pending credit that is
 * reversed never counted. A partial refund's share (decision 0045) lowers the sale's pending or
 * confirmed figure; a whole reversal takes what was left. Every figure is whole paise.
 */
export async function readBalance(db: Database, accountId: string): Promise<Balance> {
  const result = await db.execute(sql`
    select
      ${availableSum} as balance,
      coalesce(sum(case
        when e.kind = 'credit_pending' and not exists (
          select 1 from earnings_ledger d
           where d.sale_id = e.sale_id
             and (d.kind = 'credit_confirmed' or (d.kind = 'credit_reversed' and d.payment_refund_id is null)))
          then e.amount_paise - ${partialShares}
        else 0 end), 0)::bigint as pending,
      coalesce(sum(case
        when e.kind = 'referral_bonus' then e.amount_paise
        when e.kind = 'referral_bonus_reversed' then -e.amount_paise
        when e.kind = 'credit_confirmed' and not exists (
          select 1 from earnings_ledger r
           where r.sale_id = e.sale_id and r.kind = 'credit_reversed' and r.payment_refund_id is null)
          then e.amount_paise - ${partialShares}
        else 0 end), 0)::bigint as confirmed
    from earnings_ledger e
    where e.account_id = ${accountId}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const row = rows[0] ?? {};
  return {
    balancePaise: Number(row.balance ?? 0),
    pendingPaise: Number(row.pending ?? 0),
    confirmedPaise: Number(row.confirmed ?? 0),
  };
}

/**
 * readBalance's `balancePaise` alone (decision 0091), for the payout request and the payout method's
 * check, which read no other figure: the same expression over the same rows, without the pending and
 * confirmed figures, whose per-credit probes of the sale's later entries were most of readBalance's pages
 * (every pending credit probed earnings_ledger_sale_idx; here only reversals do).
 */
export async function readAvailableBalance(db: Database, accountId: string): Promise<number> {
  const result = await db.execute(sql`
    select ${availableSum} as balance from earnings_ledger e where e.account_id = ${accountId}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return Number(rows[0]?.balance ?? 0);
}
