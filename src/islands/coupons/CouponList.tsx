import { useMemo, useState } from 'react';
import type { OfferLanguage, PublicCoupon } from '../../../functions/contract/public.ts';
import type { CouponTexts } from '../../lib/public-texts.ts';
import { matchesSearch } from '../../stores/search.ts';
import { useSearchTerm } from './use-search-term.ts';
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
  /** The unfiltered list read on the server for the page's first view (functions/pages/first-view.ts). */
  initial?: PublicCoupon[] | undefined;
}

/**
 * One public coupon list as a grid: the language filter, the header's search term (a case-insensitive
 * substring of couponName or title, spec section 5) and the spec's empty texts.
 */
export default function CouponList({ source, texts, headingLevel = 3, leadsPage = false, initial }: Props) {
  const [language, setLanguage] = useState<OfferLanguage | null>(null);
  const term = useSearchTerm();
  const loaded = useJson<PublicCoupon[]>(couponListUrl(source, language), 'Failed to load coupons:', {
    url: couponListUrl(source, null),
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
    coupons?.length === 0 ? (source === 'newest' ? texts.noNewestCoupons : texts.noCoupon) : texts.noMatch;

  return (
    <div className="coupon-list">
      <LanguageFilter value={language} onChange={setLanguage} />
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
