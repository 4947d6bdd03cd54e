/**
 * The Create Coupons tab's two islands (the form and My Offers) hydrate apart: the form announces a
 * saved coupon with this window event, and My Offers loads its list again.
 */
export const COUPON_SAVED_EVENT = 'dealsphere:coupon-saved';

export function announceCouponSaved(): void {
  window.dispatchEvent(new Event(COUPON_SAVED_EVENT));
}
