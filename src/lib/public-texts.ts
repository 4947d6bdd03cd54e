import { publicMessages } from '../../functions/contract/public.ts';

/**
 * The spec's texts the public islands show (section 8), taken from the contract on the server and
 * handed to the islands as props: the contract module carries zod, which the browser need not load.
 */
export const couponTexts = {
  noCoupon: publicMessages.noCoupon,
  noNewestCoupons: publicMessages.noNewestCoupons,
  noMatch: publicMessages.noMatch,
  noImage: publicMessages.noImage,
  noCode: publicMessages.noCode,
  loginToGetCoupon: publicMessages.loginToGetCoupon,
  couponNotFound: publicMessages.couponNotFound,
};
export type CouponTexts = typeof couponTexts;

export const newsletterTexts = {
  invalidEmail: publicMessages.email,
  failed: 'Subscription failed. Please try again.',
};
export type NewsletterTexts = typeof newsletterTexts;

export const emptyTexts = {
  noData: publicMessages.noData,
  noImage: publicMessages.noImage,
};
export type EmptyTexts = typeof emptyTexts;
