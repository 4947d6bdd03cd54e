import { and, eq, sql } from 'drizzle-orm';
import { REVEAL_COUNT_WINDOW_MS } from '../../contract/limits.ts';
import { publicMessages } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { countedActions, coupons } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { countWindowStart } from './count-windows.ts';
import { liveCoupon } from './live-coupons.ts';
import { saltOfTheDay, visitorKey, type Visitor } from './visitor-key.ts';

/**
 * Counts a view of a live coupon (issue 24 item 8, decision 0076): its card was opened. At most once
 * per account or visitor, coupon and India day, by the mark's primary key, like a reveal (decision
 * 0014). Only a mark: no counter on the coupon row is touched, so the busiest event of a sale day takes
 * no row lock on a hot coupon. One statement: the live check and the insert. 404 for a coupon that is
 * not live. Answers whether this call counted.
 */
export async function countCouponView(
  db: Database,
  input: { couponId: string; visitor: Visitor; now?: Date | undefined },
): Promise<{ counted: boolean }> {
  const now = input.now ?? new Date();
  const key = visitorKey(input.visitor, await saltOfTheDay(db, now));
  const live = db.$with('live').as(
    db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.id, input.couponId), liveCoupon)),
  );
  const mark = db.$with('mark').as(
    db
      .insert(countedActions)
      .select(
        db
          .select({
            couponId: live.id,
            action: sql`'view'::counted_action`.as('action'),
            visitorKey: sql`${key}`.as('visitor_key'),
            windowStart: sql`${countWindowStart(now, REVEAL_COUNT_WINDOW_MS).toISOString()}::timestamptz`.as(
              'window_start',
            ),
            createdAt: sql`now()`.as('created_at'),
          })
          .from(live),
      )
      .onConflictDoNothing()
      .returning({ couponId: countedActions.couponId }),
  );
  const [row] = await db
    .with(live, mark)
    .select({
      id: live.id,
      counted: sql<boolean>`exists (select 1 from ${mark})`,
    })
    .from(live);
  if (!row) throw HttpError.notFound(publicMessages.couponNotFound);
  return { counted: Boolean(row.counted) };
}
