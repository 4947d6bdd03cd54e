import { and, count, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  AUTO_HIDE_MAX_SUCCESS_RATE,
  AUTO_HIDE_MIN_NO_VOTES,
  FEEDBACK_WINDOW_DAYS,
  MIN_VOTES_FOR_RATE,
  NO_REASONS,
  type CouponTrust,
  type NoReason,
} from '../../contract/coupon-suspension.ts';
import { addDays, todayInIndia } from '../../contract/india-time.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { couponFeedback, coupons } from '../../db/schema/index.ts';
import type { NotifyDeps } from '../notifications/cashback-notifications.ts';
import { notifyCouponSuspended } from '../notifications/coupon-suspension-notifications.ts';

/** The first India day whose votes still count on `now` (30 days, today included). */
export const feedbackWindowFirstDay = (now: Date) => addDays(todayInIndia(now), -(FEEDBACK_WINDOW_DAYS - 1));

const noWith = (reason: NoReason): SQL<number> =>
  reason === 'other'
    ? sql<number>`count(*) filter (where not ${couponFeedback.worked} and (${couponFeedback.reason} = 'other' or ${couponFeedback.reason} is null))`.mapWith(
        Number,
      )
    : sql<number>`count(*) filter (where not ${couponFeedback.worked} and ${couponFeedback.reason} = ${reason})`.mapWith(
        Number,
      );

const tallyColumns = {
  couponId: couponFeedback.couponId,
  votes: count(),
  worked: sql<number>`count(*) filter (where ${couponFeedback.worked})`.mapWith(Number),
  expired: noWith('expired'),
  minimum_order: noWith('minimum_order'),
  not_accepted: noWith('not_accepted'),
  other: noWith('other'),
};

type TallyRow = { votes: number; worked: number } & Record<NoReason, number>;

function trustOf(row: TallyRow | undefined): CouponTrust {
  const votes = row?.votes ?? 0;
  const worked = row?.worked ?? 0;
  const reasons = Object.fromEntries(NO_REASONS.map((reason) => [reason, row?.[reason] ?? 0])) as Record<
    NoReason,
    number
  >;
  return {
    successRate: votes >= MIN_VOTES_FOR_RATE ? worked / votes : null,
    votes,
    noVotes: votes - worked,
    reasons,
  };
}

/** Each coupon's votes of the last 30 days (success rate, votes, No reasons), for merchants' and admins' views. */
export async function couponTrust(
  db: DbOrTx,
  couponIds: string[],
  now: Date = new Date(),
): Promise<Map<string, CouponTrust>> {
  const found = new Map<string, CouponTrust>();
  if (couponIds.length === 0) return found;
  const rows = await db
    .select(tallyColumns)
    .from(couponFeedback)
    .where(
      and(inArray(couponFeedback.couponId, couponIds), gte(couponFeedback.day, feedbackWindowFirstDay(now))),
    )
    .groupBy(couponFeedback.couponId);
  const byId = new Map(rows.map((row) => [row.couponId, row]));
  for (const id of couponIds) found.set(id, trustOf(byId.get(id)));
  return found;
}

/** Whether these votes hide a coupon: at least 5 No in 30 days and under 30% worked. */
export const failsTrust = (trust: CouponTrust) =>
  trust.noVotes >= AUTO_HIDE_MIN_NO_VOTES &&
  trust.votes > 0 &&
  (trust.votes - trust.noVotes) / trust.votes < AUTO_HIDE_MAX_SUCCESS_RATE;

export interface FeedbackReview {
  /** The coupon is suspended now (just now, or already). */
  suspended: boolean;
  /** This call suspended it. */
  justSuspended: boolean;
  trust: CouponTrust;
}

/**
 * Auto-hide (issue 23 item 3, decision 0069): after every vote, suspends the coupon (suspended_at =
 * now, out of every public list at once: liveCoupon) when its votes of the last 30 days hold at least 5
 * No and under 30% worked. Only votes cast since the coupon was last approved or re-confirmed count, so
 * a code the merchant re-confirmed (or edited and the admin approved again) starts afresh. A coupon an
 * administrator kept listed (suspension_overridden_at) is left alone, as is one not approved.
 * With `mail`, the merchant is emailed once per suspension (sent_notifications); a mail failure is
 * logged, never thrown. Safe to call again: an already suspended coupon is not suspended twice.
 */
export async function reviewCouponFeedback(
  db: Database,
  couponId: string,
  now: Date = new Date(),
  mail?: Omit<NotifyDeps, 'db'>,
): Promise<FeedbackReview> {
  const [coupon] = await db
    .select({
      status: coupons.status,
      suspendedAt: coupons.suspendedAt,
      overriddenAt: coupons.suspensionOverriddenAt,
    })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  const [row] = await db
    .select(tallyColumns)
    .from(couponFeedback)
    .innerJoin(coupons, eq(coupons.id, couponFeedback.couponId))
    .where(
      and(
        eq(couponFeedback.couponId, couponId),
        gte(couponFeedback.day, feedbackWindowFirstDay(now)),
        // Votes before the last approval or re-confirmation were about the code as it was then.
        sql`${couponFeedback.updatedAt} > coalesce(greatest(${coupons.approvedAt}, ${coupons.reconfirmedAt}), '-infinity'::timestamptz)`,
      ),
    )
    .groupBy(couponFeedback.couponId);
  const trust = trustOf(row);
  if (!coupon) return { suspended: false, justSuspended: false, trust };
  if (coupon.suspendedAt) return { suspended: true, justSuspended: false, trust };
  if (coupon.status !== 'approved' || coupon.overriddenAt || !failsTrust(trust))
    return { suspended: false, justSuspended: false, trust };
  const [suspended] = await db
    .update(coupons)
    .set({ suspendedAt: now })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.status, 'approved'),
        isNull(coupons.suspendedAt),
        isNull(coupons.suspensionOverriddenAt),
      ),
    )
    .returning({ suspendedAt: coupons.suspendedAt });
  if (!suspended?.suspendedAt) return { suspended: true, justSuspended: false, trust };
  if (mail) await notifyCouponSuspended({ ...mail, db }, couponId, suspended.suspendedAt, trust);
  return { suspended: true, justSuspended: true, trust };
}
