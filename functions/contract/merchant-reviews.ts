/** The merchant dashboard's Review tab: the ratings and reviews users gave this merchant's coupons. */

/** How many of a merchant's newest reviews the Review tab lists (the totals count them all). */
export const MY_REVIEWS_LIMIT = 200;

export interface MyCouponReviews {
  couponId: string;
  couponName: string;
  /** Over every review of this coupon, rounded to one decimal. */
  averageRating: number;
  totalReviews: number;
  /** Newest first; at most MY_REVIEWS_LIMIT over all coupons. */
  reviews: { userName: string; rating: number; reviewText: string; createdAt: string }[];
}

export interface MyReviews {
  /** The same figures GET /api/AToZ/get-merchant-ratings shows for this merchant. */
  averageRating: number;
  totalReviews: number;
  /** Best rated coupon first. */
  coupons: MyCouponReviews[];
}
