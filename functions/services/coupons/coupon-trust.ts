import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  isVerified,
  successRateOf,
  TRUST_MIN_VOTES,
  TRUST_VOTE_DAYS,
  VERIFIED_RECONFIRM_DAYS,
  type CouponTrustFields,
} from '../../contract/coupon-trust.ts';
import { addDays, todayInIndia } from '../../contract/india-time.ts';
import type { Database } from '../../db/database.ts';
import { couponFeedback, coupons } from '../../db/schema/index.ts';
import { usedTodayColumn } from './coupon-counts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The outer query's coupon id, always qualified: in a select list drizzle may print a column without
 * its table, and inside the subselect a bare "id" would be coupon_feedback's own.
 */
const outerCouponId = sql`${sql.identifier('coupons')}.${sql.identifier('id')}`;

/**
 * One lookup of the coupon's votes (coupon_feedback_coupon_idx on coupon_id, day): the votes of the last
 * TRUST_VOTE_DAYS India days and those that said it worked, aggregated over the same rows as `figures`
 * (SQL expressions of `votes` and `worked`). Issue 25: the lists once read each coupon's votes twice.
 */
function feedbackOfCoupon(now: Date, figures: (votes: SQL, worked: SQL) => SQL): SQL {
  const firstVoteDay = addDays(todayInIndia(now), -(TRUST_VOTE_DAYS - 1));
  return sql`(select ${figures(sql`count(*)`, sql`count(*) filter (where ${couponFeedback.worked})`)} from ${couponFeedback} where ${couponFeedback.couponId} = ${outerCouponId} and ${couponFeedback.day} >= ${firstVoteDay})`;
}

/**
 * The trust figures of the coupon row a query reads (issue 23 item 2; decision 0068), as correlated
 * subselects in the SAME query as the list: each one is an index lookup on its coupon
 * (coupon_feedback_coupon_idx on coupon_id, day, read once for both the votes and the worked votes:
 * `trustFeedback` is [votes, worked]; coupon_count_shards' primary key on coupon_id, action, day), so a
 * list costs no query per coupon. `now` decides the India day.
 */
export function couponTrustColumns(now: Date = new Date()) {
  const reconfirmedSince = new Date(now.getTime() - VERIFIED_RECONFIRM_DAYS * DAY_MS).toISOString();
  return {
    trustFeedback: sql<
      number[] | string
    >`${feedbackOfCoupon(now, (votes, worked) => sql`array[${votes}, ${worked}]::int[]`)}`,
    // Today's reveals from the coupon's counter shards (decision 0078): at most a few rows however hot.
    trustUsedToday: usedTodayColumn(now),
    trustReconfirmed: sql<boolean>`coalesce(${coupons.reconfirmedAt} >= ${reconfirmedSince}::timestamptz, false)`,
  };
}

/** A row read with couponTrustColumns. */
export interface CouponTrustRow {
  /** [votes, worked]: an int[] as the driver gives it (an array, or for some drivers its literal '{5,4}'). */
  trustFeedback: number[] | string;
  trustUsedToday: number;
  trustReconfirmed: boolean;
}

export function toCouponTrust(row: CouponTrustRow): CouponTrustFields {
  const [votes = 0, worked = 0] = (
    Array.isArray(row.trustFeedback)
      ? row.trustFeedback
      : String(row.trustFeedback ?? '')
          .replace(/[{}]/g, '')
          .split(',')
          .filter(Boolean)
  ).map(Number);
  return {
    successRate: successRateOf(votes, worked),
    votes,
    usedToday: Number(row.trustUsedToday),
    verified: isVerified(row.trustReconfirmed === true, votes, worked),
  };
}

/**
 * "Most reliable" (issue 23 item 2): success rate high to low (none last), then more votes, then
 * newest. The same figures as couponTrustColumns, for a server-side ORDER BY.
 */
export function mostReliableOrder(now: Date = new Date()): SQL[] {
  // One lookup per coupon: [success rate, or -1 below TRUST_MIN_VOTES (so after every rate: "none
  // last"), votes], compared element by element, descending.
  const key = feedbackOfCoupon(
    now,
    (votes, worked) =>
      sql`array[case when ${votes} >= ${TRUST_MIN_VOTES} then (${worked})::float8 / ${votes} else -1 end, ${votes}]::float8[]`,
  );
  return [sql`${key} desc`, sql`${coupons.createdAt} desc`, sql`${coupons.id} desc`];
}

/** One coupon's figures (the feedback answer). */
export async function readCouponTrust(
  db: Database,
  couponId: string,
  now?: Date,
): Promise<CouponTrustFields> {
  const [row] = await db
    .select(couponTrustColumns(now))
    .from(coupons)
    .where(and(eq(coupons.id, couponId)));
  if (!row) return { successRate: null, votes: 0, usedToday: 0, verified: false };
  return toCouponTrust(row);
}
