import type { SearchCoupon } from '../../../functions/contract/search.ts';
import type { CouponTexts } from '../../lib/public-texts.ts';
import CouponGrid from './CouponGrid.tsx';
import { toCouponView } from './coupon-model.ts';

interface Props {
  /** The coupons the server found for the page's q (GET /api/search's, never a code). */
  coupons: SearchCoupon[];
  texts: CouponTexts;
}

/** The Coupons section of /search (issue 21 item 6): the found coupons as the site's coupon cards. */
export default function SearchCoupons({ coupons, texts }: Props) {
  const views = coupons.map((coupon) => ({ ...toCouponView(coupon), name: coupon.title }));
  return (
    <CouponGrid
      coupons={views}
      emptyText={texts['cards.noMatch']}
      texts={texts}
      fastFlip={false}
      headingLevel={3}
      leadsPage
    />
  );
}
