import { eq } from 'drizzle-orm';
import {
  clickMessage,
  clickMessages,
  withClickId,
  type ClickNotTrackedReason,
  type ClickOutAnswer,
} from '../../contract/clicks.ts';
import { storeMessages } from '../../contract/stores.ts';
import { toWebUrl } from '../../contract/rules.ts';
import type { Database } from '../../db/database.ts';
import { cashbackClicks, merchants } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { storeClickParam } from '../stores/store-cashback.ts';
import { findStoreBySlug } from '../stores/store-slug.ts';

/** Who is leaving for the store: the session's account (its row is read on every request), or nobody. */
export interface Clicker {
  id: string;
  role: string;
  isEmailConfirmed: boolean;
}

/**
 * Why a click earns nothing, from the session's account (decision 0044's rule, as cashbackEligibility
 * reads it): a visitor, a merchant or administrator, or a shopper whose email is not verified yet. A
 * session never belongs to a deleted account.
 */
export function notTrackedReason(account: Clicker | null): ClickNotTrackedReason | null {
  if (!account) return 'signed_out';
  if (account.role !== 'user') return 'not_shopper';
  if (!account.isEmailConfirmed) return 'unverified';
  return null;
}

/**
 * A shopper leaving for a store's site (issue 22 item 2): for a verified shopper a cashback_clicks row
 * (account, store, coupon) and the store's address with the click id in the store's parameter
 * (`dsclick` by default); anyone else gets the plain address and the reason nothing was tracked.
 * Each click is a row of its own (the click-out request budget bounds them).
 */
export async function trackClick(
  db: Database,
  input: { account: Clicker | null; merchantId: string; couponId: string | null; merchantURL: string },
): Promise<ClickOutAnswer> {
  const reason = notTrackedReason(input.account);
  if (reason !== null || !input.account) {
    return {
      merchantURL: input.merchantURL,
      clickId: null,
      cashbackActivated: false,
      message: clickMessage(reason),
      notTrackedReason: reason,
    };
  }
  const [[click], param] = await Promise.all([
    db
      .insert(cashbackClicks)
      .values({ accountId: input.account.id, merchantId: input.merchantId, couponId: input.couponId })
      .returning({ id: cashbackClicks.id }),
    storeClickParam(db, input.merchantId),
  ]);
  if (!click) throw new Error('the click was not recorded');
  return {
    merchantURL: withClickId(input.merchantURL, param, click.id),
    clickId: click.id,
    cashbackActivated: true,
    message: clickMessage(null),
    notTrackedReason: null,
  };
}

/**
 * POST /api/stores/{slug}/click-out: the store's own site (merchants.site_url), tracked like a coupon's
 * click-out. 404 for an unknown slug or a store without a site; an old slug still finds its store.
 */
export async function trackStoreClick(
  db: Database,
  input: { slug: string; account: Clicker | null },
): Promise<ClickOutAnswer> {
  const store = await findStoreBySlug(db, input.slug.slice(0, 200));
  if (!store) throw HttpError.notFound(storeMessages.storeNotFound);
  const [merchant] = await db
    .select({ siteUrl: merchants.siteUrl })
    .from(merchants)
    .where(eq(merchants.id, store.merchantId));
  const merchantURL = merchant?.siteUrl ? toWebUrl(merchant.siteUrl) : null;
  if (!merchantURL) throw HttpError.notFound(clickMessages.storeNoSite);
  return trackClick(db, {
    account: input.account,
    merchantId: store.merchantId,
    couponId: null,
    merchantURL,
  });
}
