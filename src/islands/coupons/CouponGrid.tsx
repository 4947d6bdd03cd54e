import { GRID_PAGE_SIZE } from '../../../functions/contract/limits.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { CouponTexts } from '../../lib/public-texts.ts';
import { useShowMore } from '../content/use-show-more.tsx';
import CouponCard from './CouponCard.tsx';
import type { CouponView } from './coupon-model.ts';

/** Cards in the grid's first row on a phone (two columns): the ones seen before any scrolling. */
const FIRST_ROW = 2;

interface Props {
  /** null while loading. */
  coupons: CouponView[] | null;
  /** What to say when `coupons` is empty. */
  emptyText: string;
  texts: CouponTexts;
  fastFlip: boolean;
  headingLevel: 2 | 3;
  /** The grid is the page's main content, right under its heading: its first row's images load first. */
  leadsPage?: boolean;
}

/**
 * A coupon grid (spec: Common grid behaviour; section 9): 12 cards, then Show More / Show Less.
 * Give it a new `key` when its filters change, so it starts again from 12.
 */
export default function CouponGrid({
  coupons,
  emptyText,
  texts,
  fastFlip,
  headingLevel,
  leadsPage = false,
}: Props) {
  const { shown, listId, toggle } = useShowMore(coupons ?? [], GRID_PAGE_SIZE, {
    more: texts['cards.showMore'],
    less: texts['cards.showLess'],
  });

  if (coupons === null)
    return (
      <div className="coupon-grid-area is-loading" aria-busy="true">
        <p className="coupon-grid__loading">{texts['cards.loadingOffers']}</p>
      </div>
    );

  if (coupons.length === 0)
    return (
      <div className="coupon-grid-area">
        <p className="coupon-grid__empty" role="status">
          {emptyText}
        </p>
      </div>
    );

  return (
    <div className="coupon-grid-area">
      <p className="visually-hidden" role="status">
        {fill(texts['cards.showingOffers'], { shown: shown.length, total: coupons.length })}
      </p>
      <ul className="coupon-grid" id={listId} data-testid="coupon-grid">
        {shown.map((coupon, index) => (
          <li key={coupon.id}>
            <CouponCard
              coupon={coupon}
              texts={texts}
              fastFlip={fastFlip}
              headingLevel={headingLevel}
              priority={leadsPage && index < FIRST_ROW}
            />
          </li>
        ))}
      </ul>
      {toggle}
    </div>
  );
}
