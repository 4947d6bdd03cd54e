import { and, eq, isNull } from 'drizzle-orm';
import { siteOriginOf } from '../../config.ts';
import {
  suspensionEmailTexts as T,
  suspensionMessages,
  NO_REASONS,
  type CouponTrust,
  type NoReason,
} from '../../contract/coupon-suspension.ts';
import { accounts, coupons, merchants } from '../../db/schema/index.ts';
import { BRAND } from '../../contract/brand.ts';
import { localePath, toLocale } from '../../contract/i18n/locales.ts';
import { translate } from '../../contract/i18n/translate.ts';
import { composeEmail, mailGreeting, mailText } from '../email/compose-email.ts';
import { claim, safely, type NotifyDeps } from './cashback-notifications.ts';

/** The votes' reasons in Hindi and Telugu (English: the contract's reasonLabels). */
const REASON_KEY = {
  expired: 'email.reasonExpired',
  minimum_order: 'email.reasonMinimumOrder',
  not_accepted: 'email.reasonNotAccepted',
  other: 'email.reasonOther',
} as const satisfies Record<NoReason, string>;

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
        language: accounts.language,
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
    const locale = toLocale(row.language);
    const english = T.body(row.couponName, trust.noVotes, suspensionMessages.reasonsSummary(trust.reasons));
    // Hindi and Telugu: the reasons with their counts, as the contract's reasonsSummary writes them in English.
    const reasons = NO_REASONS.filter((reason) => trust.reasons[reason] > 0)
      .map((reason) => `${translate(locale, REASON_KEY[reason])}: ${trust.reasons[reason]}`)
      .join(' · ');
    const coupon = { coupon: row.couponName };
    await deps.mailer.sendEmail(
      composeEmail({
        locale,
        to,
        subject: mailText(locale, T.subject(row.couponName), 'email.suspendedSubject', coupon),
        greeting: mailGreeting(locale, row.name),
        paragraphs:
          locale === 'en'
            ? english
            : [
                translate(locale, 'email.suspendedBody', { ...coupon, count: trust.noVotes, brand: BRAND }),
                ...(reasons ? [translate(locale, 'email.suspendedReasons', { reasons })] : []),
                translate(locale, 'email.suspendedHelp'),
              ],
        action: {
          label: mailText(locale, T.action, 'email.suspendedAction'),
          url: new URL(localePath(locale, MY_OFFERS_PATH), origin).href,
        },
      }),
    );
  });
}
