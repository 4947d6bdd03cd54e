import { sql } from 'drizzle-orm';
import type { AdminOverview } from '../../contract/admin-overview.ts';
import type { Database } from '../../db/database.ts';

/**
 * The admin dashboard's Overview (issue 23 item 9): what waits for an administrator, counted in one
 * query of cheap counts (each on an indexed status column). Pending coupons are read from the count the
 * trigger coupons_pending_count keeps (admin_counts, decision 0108): one row, however many wait. A
 * pending product is one neither approved nor rejected; pending coupons include edits of live coupons
 * waiting in the same tab (issue 24); an open claim is one the merchant has not decided; a held payout
 * waits for review.
 */
export async function readAdminOverview(db: Database): Promise<AdminOverview> {
  const result = await db.execute(sql`
    select
      (coalesce((select n from admin_counts where name = 'pending_coupons'), 0)
        + (select count(*) from coupon_edits where status = 'pending')) as "pendingCoupons",
      (select count(*) from merchant_products where is_approved = false and rejection_reason is null) as "pendingProducts",
      (select count(*) from cashback_claims where status = 'open') as "openClaims",
      (select count(*) from coupons where suspended_at is not null) as "suspendedCoupons",
      (select count(*) from payouts where status = 'held') as "heldPayouts"
  `);
  // pg, PGlite and Neon all answer db.execute with { rows }; count(*) comes back as a bigint string.
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const count = (key: keyof AdminOverview) => Number(row[key] ?? 0);
  return {
    pendingCoupons: count('pendingCoupons'),
    pendingProducts: count('pendingProducts'),
    openClaims: count('openClaims'),
    suspendedCoupons: count('suspendedCoupons'),
    heldPayouts: count('heldPayouts'),
  };
}
