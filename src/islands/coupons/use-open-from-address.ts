import { useEffect, useRef, type RefObject } from 'react';
import {
  OPEN_COUPON_PARAM,
  couponCardAnchor,
  couponReturnPath,
} from '../../../functions/contract/return-path.ts';

/**
 * A coupon card's part in "sign-in returns you where you were" (issue 21, item 9). The card's Login
 * opens the popup with `loginReturnPath(id)`, this page with `?open=<id>`; back on it, the card whose id
 * the address names scrolls into view and opens (its code then loads for the signed-in account), and
 * `open` (and the card's fragment) leave the address so a reload or a shared link does not open it
 * again. The fragment had the browser scroll to the card, so a grid hydrated when visible wakes up.
 */
export function useOpenFromAddress(couponId: string, card: RefObject<HTMLElement | null>, open: () => void) {
  const openNow = useRef(open);
  openNow.current = open;
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(OPEN_COUPON_PARAM) !== couponId) return;
    url.searchParams.delete(OPEN_COUPON_PARAM);
    if (url.hash === `#${couponCardAnchor(couponId)}`) url.hash = '';
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    card.current?.scrollIntoView({ block: 'center' });
    openNow.current();
  }, [couponId, card]);
}

/** This page's address with the card `couponId` opened: where the card's Login returns to. */
export function loginReturnPath(couponId: string): string {
  return couponReturnPath(window.location, couponId);
}

/** The card's element id, which its return address names as the fragment. */
export const cardAnchor = couponCardAnchor;
