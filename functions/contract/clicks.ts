/**
 * Tracked clicks (issue 22 item 2; decision 0063): what POST /api/coupons/{id}/click-out and
 * POST /api/stores/{slug}/click-out answer, and the words a shopper reads when leaving for a store.
 * Pure, so the islands import it too.
 */

/** The query parameter a click id travels in unless the store named its own (store_cashback_terms.click_param). */
export const DEFAULT_CLICK_PARAM = 'dsclick';

export const clickMessages = {
  /** A verified shopper's click was recorded: the store's sale will name it. */
  activated: 'Cashback activated — shop within 24 hours',
  /** A visitor: the store opens, but nothing is tracked. */
  signInToEarn: 'Sign in before you shop to earn cashback on this store.',
  signInLink: 'Sign in to earn cashback',
  /** A shopper who has not opened the verification email yet. */
  verifyToEarn: 'Verify your email address to earn cashback; this visit is not tracked.',
  /** A merchant or an administrator: their purchases earn no cashback. */
  notShopper: 'Only shopper accounts earn cashback; this visit is not tracked.',
  /** The store has no website of its own. */
  storeNoSite: 'This store has no website to visit.',
  opening: 'Opening the store…',
  /** The click could not be recorded (network, server): the store opens anyway. */
  notTracked: 'The store opened, but cashback could not be activated. Please try again before you shop.',
  /** The browser blocked the new tab. */
  popupBlocked: 'Your browser blocked the new tab. Open the store with this link:',
  openStore: 'Open the store',
  visitStore: 'Visit store',
} as const;

/** Why a click earns nothing (null: it was recorded). */
export type ClickNotTrackedReason = 'signed_out' | 'unverified' | 'not_shopper';

/** POST /api/coupons/{id}/click-out and POST /api/stores/{slug}/click-out. */
export interface ClickOutAnswer {
  /** Where to send the browser; for a tracked click it carries the click id (`dsclick=<id>`). */
  merchantURL: string;
  /** The recorded click's id, or null when nothing was tracked. */
  clickId: string | null;
  cashbackActivated: boolean;
  /** What the page says: clickMessages.activated, or why nothing was tracked. */
  message: string;
  /** Why nothing was tracked, or null. */
  notTrackedReason: ClickNotTrackedReason | null;
}

/** The message a click answers with, by why it was (not) tracked. */
export function clickMessage(reason: ClickNotTrackedReason | null): string {
  if (reason === null) return clickMessages.activated;
  if (reason === 'signed_out') return clickMessages.signInToEarn;
  if (reason === 'unverified') return clickMessages.verifyToEarn;
  return clickMessages.notShopper;
}

/**
 * The store's address with the click id added as `param` (other parameters and the fragment kept);
 * an address the URL API cannot read is answered unchanged.
 */
export function withClickId(merchantURL: string, param: string, clickId: string): string {
  try {
    const url = new URL(merchantURL);
    url.searchParams.set(param, clickId);
    return url.href;
  } catch {
    return merchantURL;
  }
}
