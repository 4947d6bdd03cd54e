import { and, eq, isNull } from 'drizzle-orm';
import { siteOriginOf } from '../../config.ts';
import {
  suspensionEmailTexts as T,
  suspensionMessages,
  type CouponTrust,
} from '../../contract/coupon-suspension.ts';
import { accounts, coupons, merchants } from '../../db/schema/index.ts';
import { composeEmail } from '../email/compose-email.ts';
import { claim, safely, type NotifyDeps } from './cashback-notifications.ts';

/** Where a merchant's My Offers is. */
const MY_OFFERS_PATH = '/merchant/dashboard?tab=coupons#my-offers-heading';

/**
 * Tells the merchant their coupon was suspended by shoppers' votes (issue 23 item 3, decision 0069):
 * once per suspension (sent_notifications key coupon-suspended:{coupon}:{instant}, so a suspension after
 * a re-confirmation is mailed again). A service message about their own listing: no unsubscribe
 * category. Never throws: the suspension stands when the mail server is down.
 */
export async function notifyCouponSuspended(
  deps: NotifyDeps,
  couponId: string,
  suspendedAt: Date,
  trust: CouponTrust,
): Promise<void> {
  await safely(deps, 'coupon suspended', async () => {
    const [row] = await deps.db
      .select({
        accountId: accounts.id,
        accountEmail: accounts.email,
        name: accounts.displayName,
        merchantEmail: merchants.email,
        couponName: coupons.couponName,
      })
      .from(coupons)
      .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
      .innerJoin(accounts, eq(accounts.id, merchants.accountId))
      .where(and(eq(coupons.id, couponId), isNull(accounts.deletedAt)));
    const to = row?.accountEmail ?? row?.merchantEmail;
    if (!row || !to) return;
    if (!(await claim(deps, `coupon-suspended:${couponId}:${suspendedAt.toISOString()}`, row.accountId)))
      return;
    const origin = siteOriginOf(deps.config);
    await deps.mailer.sendEmail(
      composeEmail({
        to,
        subject: T.subject(row.couponName),
        greeting: `Hello ${row.name},`,
        paragraphs: T.body(row.couponName, trust.noVotes, suspensionMessages.reasonsSummary(trust.reasons)),
        action: { label: T.action, url: new URL(MY_OFFERS_PATH, origin).href },
      }),
    );
  });
}
