import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Config } from '../../config.ts';
import { EMAIL_CATEGORIES, UNSUBSCRIBE_PATH, type EmailCategory } from '../../contract/cashback-emails.ts';
import { recordIdSchema } from '../../contract/ids.ts';

/**
 * One-click unsubscribe links (issue 22 item 6, decision 0067): the token is
 * `{accountId}.{category}.{HMAC-SHA256(key, "unsubscribe:{accountId}:{category}")}` (base64url), so
 * only the server can make one, for one account and one category, and it never expires (RFC 8058 asks
 * for a link that keeps working). The key is EMAIL_LINK_SECRET, else derived from CRON_SECRET
 * (required in production), else from TEST_PAYMENTS_SECRET; with none (a local start with Razorpay
 * keys and no cron secret) a random key for this process.
 */
let processKey: KeyObject | undefined;
/**
 * The derived key per root secret, made once: a confirmation run signs 100,000 links, and deriving and
 * importing the key again for each was a fifth of the mailing process's CPU (decision 0106).
 */
const derivedKeys = new Map<string, KeyObject>();

function linkKey(
  config: Pick<Config, 'EMAIL_LINK_SECRET' | 'CRON_SECRET' | 'TEST_PAYMENTS_SECRET'>,
): KeyObject {
  const root = config.EMAIL_LINK_SECRET ?? config.CRON_SECRET ?? config.TEST_PAYMENTS_SECRET;
  if (!root) return (processKey ??= createSecretKey(randomBytes(32)));
  let key = derivedKeys.get(root);
  if (!key) {
    // A key of its own, derived: the cron secret itself never signs a link anyone can read.
    key = createSecretKey(createHmac('sha256', root).update('dealsphere email links v1').digest());
    derivedKeys.set(root, key);
  }
  return key;
}

const signature = (key: KeyObject, accountId: string, category: EmailCategory) =>
  createHmac('sha256', key).update(`unsubscribe:${accountId}:${category}`).digest();

export function unsubscribeToken(config: Config, accountId: string, category: EmailCategory): string {
  return `${accountId}.${category}.${signature(linkKey(config), accountId, category).toString('base64url')}`;
}

/** The account and category a token names, or null when it is not one the server made (compared in constant time). */
export function readUnsubscribeToken(
  config: Config,
  token: string | undefined,
): { accountId: string; category: EmailCategory } | null {
  if (!token || token.length > 200) return null;
  const [accountId, category, given, ...rest] = token.split('.');
  if (rest.length > 0 || !accountId || !category || !given) return null;
  if (!recordIdSchema.safeParse(accountId).success) return null;
  if (!(EMAIL_CATEGORIES as readonly string[]).includes(category)) return null;
  const expected = signature(linkKey(config), accountId, category as EmailCategory);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { accountId, category: category as EmailCategory };
}

/** The List-Unsubscribe link of an email: `{site}/api/email/unsubscribe?token=…`. */
export function unsubscribeUrl(
  config: Config,
  siteOrigin: string,
  accountId: string,
  category: EmailCategory,
) {
  const url = new URL(UNSUBSCRIBE_PATH, siteOrigin);
  url.searchParams.set('token', unsubscribeToken(config, accountId, category));
  return url.href;
}
