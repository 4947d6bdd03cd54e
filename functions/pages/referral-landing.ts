import { isReferralCode, normaliseReferralCode } from '../contract/rules.ts';
import { getRuntime } from '../runtime.ts';
import { findReferrer } from '../services/accounts/find-referrer.ts';

/**
 * Whether /{id} is a real invitation: the referral code of an existing, not deleted account. A typo at
 * a single-segment address (/nosuchpage123) or a code no one holds is the site's 404 page, not "You
 * were invited" (issue 20 item 9). A failed read is not hidden behind a 404: it throws, and the
 * visitor gets the server's error page.
 */
export async function referralInviteForPage(id: string | undefined): Promise<boolean> {
  if (!isReferralCode(id)) return false;
  const { database } = await getRuntime();
  const referrer = await findReferrer(database.db, normaliseReferralCode(id));
  return referrer.referredByAccountId !== null;
}
