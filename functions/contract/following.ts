import { formatCalendarDate } from './india-time.ts';

/**
 * Followed stores (issue 23 item 5, decision 0071): the user dashboard's Following tab
 * (GET /api/account/following, paged) and the daily digest email of new coupons from them.
 * Zod-free: islands import it.
 */

/** One of a followed store's newest live coupons. */
export interface FollowedCoupon {
  id: string;
  title: string;
  expiryDate: string;
}

/** GET /api/account/following's items, newest follow first. */
export interface FollowedStore {
  merchantId: string;
  storeName: string;
  /** The store page is /stores/{storeSlug}. */
  storeSlug: string;
  logoUrl: string | null;
  liveCoupons: number;
  /** Its newest live coupons, at most FOLLOWED_STORE_COUPONS. */
  newestCoupons: FollowedCoupon[];
  followedAt: string;
}

export const FOLLOWED_STORE_COUPONS = 3;
/** The digest names at most this many coupons per email; the rest are "and N more". */
export const DIGEST_MAX_COUPONS = 20;

export const storePath = (slug: string) => `/stores/${encodeURIComponent(slug)}`;
export const FOLLOWING_TAB_PATH = '/user/dashboard?tab=following';
export const FOLLOWING_API_PATH = '/api/account/following';

export const followingMessages = {
  tabLabel: 'Following',
  heading: 'Stores you follow',
  empty: 'You don’t follow any store yet. Open a store page and press Follow to hear about its new coupons.',
  liveCoupons: (n: number) => (n === 1 ? '1 live coupon' : `${n} live coupons`),
  noLiveCoupons: 'No live coupons right now.',
  expires: (date: string) => `Expires ${formatCalendarDate(date)}`,
  unfollow: 'Unfollow',
  unfollowLabel: (store: string) => `Unfollow ${store}`,
  unfollowed: (store: string) => `You no longer follow ${store}.`,
  loadMore: 'Show more stores',
  failed: 'Your followed stores could not be loaded. Please try again.',
  follow: 'Follow',
  followLabel: (store: string) => `Follow ${store}`,
  following: 'Following',
  followingLabel: (store: string) => `Following ${store}: press to unfollow`,
  signInToFollow: 'Sign in to follow',
  followedStore: (store: string) => `You follow ${store}: its new coupons come in your daily email.`,
  followFailed: 'That did not work. Please try again.',
} as const;

/** The digest email's words. */
export const followDigestTexts = {
  subject: (count: number, stores: string[]) =>
    stores.length === 1
      ? `${count === 1 ? 'A new coupon' : `${count} new coupons`} from ${stores[0]}`
      : `${count} new coupons from stores you follow`,
  intro: 'New coupons from the stores you follow, since yesterday:',
  line: (store: string, title: string, expiryDate: string) =>
    `• ${store}: ${title} (until ${formatCalendarDate(expiryDate)})`,
  more: (n: number) => `…and ${n} more on the stores’ pages.`,
  action: 'See the stores you follow',
} as const;
