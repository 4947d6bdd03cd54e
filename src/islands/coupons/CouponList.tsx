import { useMemo } from 'react';
import type { PublicCoupon } from '../../../functions/contract/public.ts';
import { NO_SORTS, type ListingState } from '../../lib/listing-state.ts';
import type { CouponTexts } from '../../lib/public-texts.ts';
import { matchesSearch } from '../../stores/search.ts';
import { useSearchTerm } from './use-search-term.ts';
import { useListingState } from './use-listing-state.ts';
import { useJson } from '../content/use-json.ts';
import CouponGrid from './CouponGrid.tsx';
import LanguageFilter from './LanguageFilter.tsx';
import { couponListUrl, toCouponView, usesFastFlip, type CouponSource } from './coupon-model.ts';

interface Props {
  source: CouponSource;
  texts: CouponTexts;
  /** 2 where the page's h1 sits right above the grid, else 3. */
  headingLevel?: 2 | 3;
  /** The grid is the page's main content (the listing pages), not a section further down (home). */
  leadsPage?: boolean;
  /**
   * The list read on the server for the page's first view (functions/pages/first-view.ts), in the
   * language `initialState` names (none: every language).
   */
  initial?: PublicCoupon[] | undefined;
  /**
   * The page's listing: the view its address names (?language=&q=), as the server read it. Given, the
   * language and search live in the address (src/lib/listing-state.ts); absent (home), in the island.
   */
  initialState?: ListingState<never> | undefined;
}

const UNFILTERED: ListingState<never> = { category: null, sort: null, language: null, q: '' };

/**
 * One public coupon list as a grid: the language filter, the header's search term (a case-insensitive
 * substring of couponName or title, spec section 5) and the spec's empty texts.
 */
export default function CouponList({
  source,
  texts,
  headingLevel = 3,
  leadsPage = false,
  initial,
  initialState,
}: Props) {
  const first = initialState ?? UNFILTERED;
  const [{ language }, choose] = useListingState(first, NO_SORTS, initialState !== undefined);
  const term = useSearchTerm(first.q);
  const loaded = useJson<PublicCoupon[]>(couponListUrl(source, language), 'Failed to load coupons:', {
    url: couponListUrl(source, first.language),
    data: initial,
  });

  const coupons = useMemo(
    () =>
      loaded.status === 'ready' ? loaded.data.map(toCouponView) : loaded.status === 'failed' ? [] : null,
    [loaded],
  );
  const matching = useMemo(
    () => coupons?.filter((coupon) => matchesSearch(coupon.name, term)) ?? null,
    [coupons, term],
  );
  const emptyText =
    coupons?.length === 0
      ? source === 'newest'
        ? texts['cards.noNewestCoupons']
        : texts['cards.noCoupon']
      : texts['cards.noMatch'];

  return (
    <div className="coupon-list">
      <LanguageFilter value={language} texts={texts} onChange={(chosen) => choose({ language: chosen })} />
      <CouponGrid
        key={`${language}|${term}`}
        coupons={matching}
        emptyText={emptyText}
        texts={texts}
        fastFlip={usesFastFlip(source)}
        headingLevel={headingLevel}
        leadsPage={leadsPage}
      />
    </div>
  );
}
