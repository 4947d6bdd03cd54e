import { siteOriginOf } from '../config.ts';
import { getRuntime } from '../runtime.ts';

/**
 * The site's origin for an absolute link a server-rendered page shows (an invite link, a payment link
 * to share): SITE_URL, or in development the listen address; never `Astro.url`, whose host is the
 * request's Host header (decision 0043).
 */
export async function siteOriginForPage(): Promise<string> {
  return siteOriginOf((await getRuntime()).config);
}

/** REFERRAL_BONUS_PERCENT, for the referral page's promise (issue 22 item 5). */
export async function referralBonusPercentForPage(): Promise<number> {
  return (await getRuntime()).config.REFERRAL_BONUS_PERCENT;
}
