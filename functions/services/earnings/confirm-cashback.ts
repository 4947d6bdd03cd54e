import { sql } from 'drizzle-orm';
import type { ConfirmationRun } from '../../contract/earnings.ts';
import { todayInIndia } from '../../contract/india-time.ts';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { Database } from '../../db/database.ts';
import type { CashbackSettings } from './cashback-settings.ts';

/**
 * The confirmation job (decision 0031). Confirms every pending cashback whose return window has
 * passed (confirm_after ≤ today in India) and that was not reversed (a sale partly refunded is confirmed
 * whole, and its partial reversals count against the balance: decision 0045), then pays each referrer whose
 * referred friend now has a confirmed cashback for the first time REFERRAL_BONUS_PERCENT of that
 * first cashback (rounded down to whole paise). Safe to run twice and concurrently: one run at a
 * time holds an advisory lock, and the one-confirmation-per-sale and one-bonus-per-friend indexes
 * make a repeated insert do nothing (ON CONFLICT DO NOTHING). Only inserts.
 *
 * Decision 0044: a deleted account's pending cashback never confirms (it is forfeited with the
 * account). The bonus is computed from the friend's earliest confirmed cashback that has not been
 * reversed, and is paid only to a referrer who has verified their email and has not deleted the
 * account: an unverified referrer's bonus waits (a later run pays it once they verify), a deleted
 * referrer's is never paid. A bonus that rounds down to 0 paise is not written (nor a cashback:
 * record-merchant-sale.ts), and that friend's first cashback stays the one the bonus is computed from.
 */
export async function confirmCashback(
  db: Database,
  settings: CashbackSettings,
  today: string = todayInIndia(),
): Promise<ConfirmationRun> {
  return (await confirmCashbackRun(db, settings, today)).run;
}

/** The same, answering also which sales it confirmed (for the "cashback confirmed" emails, decision 0067). */
export async function confirmCashbackRun(
  db: Database,
  settings: CashbackSettings,
  today: string = todayInIndia(),
): Promise<{ run: ConfirmationRun; confirmedSaleIds: string[] }> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, 'confirm-cashback', 0);
    const confirmed = await tx.execute(sql`
      insert into earnings_ledger (account_id, kind, amount_paise, sale_id)
      select p.account_id, 'credit_confirmed', p.amount_paise, p.sale_id
        from earnings_ledger p
        join accounts a on a.id = p.account_id
       where p.kind = 'credit_pending'
         and p.confirm_after <= ${today}::date
         and a.deleted_at is null
         and not exists (
           select 1 from earnings_ledger d
            where d.sale_id = p.sale_id
              and (d.kind = 'credit_confirmed' or (d.kind = 'credit_reversed' and d.payment_refund_id is null)))
         and p.amount_paise > coalesce((select sum(s.amount_paise) from earnings_ledger s
            where s.sale_id = p.sale_id and s.kind = 'credit_reversed'), 0)
      on conflict do nothing
      returning id, sale_id`);
    // A friend's first confirmed cashback that stands: the earliest by sale date (then entry); one
    // bonus per friend, to a verified, living referrer, and only when it is at least one paisa.
    const bonuses = await tx.execute(sql`
      insert into earnings_ledger (account_id, kind, amount_paise, referred_account_id, sale_id)
      select f.referrer_id, 'referral_bonus', f.bonus_paise, f.friend_id, f.sale_id
        from (
          select distinct on (c.account_id)
                 a.referred_by_account_id as referrer_id,
                 floor(c.amount_paise::bigint * ${settings.referralBonusBasisPoints} / 10000)::integer
                   as bonus_paise,
                 c.account_id as friend_id,
                 c.sale_id
            from earnings_ledger c
            join accounts a on a.id = c.account_id
            join merchant_sales s on s.id = c.sale_id
           where c.kind = 'credit_confirmed'
             and a.referred_by_account_id is not null
             and a.referred_by_account_id <> a.id
             and not exists (
               select 1 from earnings_ledger r
                where r.sale_id = c.sale_id and r.kind = 'credit_reversed')
             and not exists (
               select 1 from earnings_ledger b
                where b.kind = 'referral_bonus' and b.referred_account_id = c.account_id)
           order by c.account_id, s.sale_date, c.created_at, c.id
        ) f
        join accounts referrer on referrer.id = f.referrer_id
       where f.bonus_paise > 0
         and referrer.deleted_at is null
         and referrer.is_email_confirmed
      on conflict do nothing
      returning id`);
    const confirmedRows = rowsOf(confirmed);
    return {
      run: { confirmed: confirmedRows.length, bonuses: rowsOf(bonuses).length },
      confirmedSaleIds: confirmedRows.map((row) => String((row as { sale_id: unknown }).sale_id)),
    };
  });
}

function rowsOf(result: unknown): unknown[] {
  const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
  return Array.isArray(rows) ? rows : [];
}
