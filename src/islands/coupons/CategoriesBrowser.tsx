import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ListedCoupon, OfferLanguage } from '../../../functions/contract/public.ts';
import type { CouponTexts } from '../../lib/public-texts.ts';
import { matchesSearch, setSearchTerm } from '../../stores/search.ts';
import { useSearchTerm } from './use-search-term.ts';
import { useJson } from '../content/use-json.ts';
import CategoryCombobox, { ALL_CATEGORIES } from './CategoryCombobox.tsx';
import CouponGrid from './CouponGrid.tsx';
import LanguageFilter from './LanguageFilter.tsx';
import { couponListUrl, toCouponView, type CouponView } from './coupon-model.ts';
import { nextTabIndex } from '../../lib/tab-keys.ts';

type Sort = 'popularity' | 'az' | 'newest';

const SORTS: { value: Sort; label: string }[] = [
  { value: 'popularity', label: 'Popularity' },
  { value: 'az', label: 'A-Z' },
  { value: 'newest', label: 'Newest' },
];
/** Spec section 9: A-Z is the default sort. */
const DEFAULT_SORT: Sort = 'az';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The Categories page (spec: Categories): a search field, the category search/select box, sort tabs
 * Popularity / A-Z / Newest over the popular and newest lists, the language filter and the grid.
 */
interface Props {
  texts: CouponTexts;
  /** The newest list (what the default A-Z sort orders) read on the server for the first view. */
  initial?: ListedCoupon[] | undefined;
}

export default function CategoriesBrowser({ texts, initial }: Props) {
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [language, setLanguage] = useState<OfferLanguage | null>(null);
  const term = useSearchTerm();
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const categories = useJson<string[]>(
    language ? `/api/AToZ/available-categories?language=${language}` : '/api/AToZ/available-categories',
    'Failed to load categories:',
  );
  const loaded = useJson<ListedCoupon[]>(
    couponListUrl(sort === 'popularity' ? 'popular' : 'newest', language),
    'Failed to load coupons:',
    { url: couponListUrl('newest', null), data: initial },
  );

  const coupons = useMemo((): CouponView[] | null => {
    if (loaded.status === 'loading') return null;
    if (loaded.status === 'failed') return [];
    const views = loaded.data.map(toCouponView);
    return sort === 'az' ? views.sort((a, b) => byName.compare(a.name, b.name)) : views;
  }, [loaded, sort]);

  const matching = useMemo(() => {
    const wanted = category.toLocaleLowerCase();
    return (
      coupons?.filter(
        (coupon) =>
          (category === ALL_CATEGORIES || coupon.category.toLocaleLowerCase() === wanted) &&
          matchesSearch(coupon.name, term),
      ) ?? null
    );
  }, [coupons, category, term]);

  const emptyText =
    coupons?.length === 0 ? (sort === 'newest' ? texts.noNewestCoupons : texts.noCoupon) : texts.noMatch;

  // Tabs follow the ARIA pattern: arrow keys, Home and End move between them and choose.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(event.key, index, SORTS.length);
    if (next === null) return;
    event.preventDefault();
    const target = SORTS[next];
    if (!target) return;
    setSort(target.value);
    tabs.current[next]?.focus();
  };

  return (
    <div className="coupon-list categories">
      <div className="categories__filters">
        <SearchField />
        <CategoryCombobox
          categories={categories.status === 'ready' ? categories.data : []}
          value={category}
          onChange={setCategory}
        />
      </div>
      <LanguageFilter value={language} onChange={setLanguage} />
      <div className="sort-tabs" role="tablist" aria-label="Sort offers">
        {SORTS.map((option, index) => (
          <button
            key={option.value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${option.value}`}
            aria-selected={sort === option.value}
            aria-controls={`${id}-panel`}
            tabIndex={sort === option.value ? 0 : -1}
            onClick={() => setSort(option.value)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${sort}`}>
        <CouponGrid
          key={`${sort}|${language}|${category}|${term}`}
          coupons={matching}
          emptyText={emptyText}
          texts={texts}
          fastFlip
          headingLevel={2}
          leadsPage
        />
      </div>
    </div>
  );
}

/** A search field on the page itself, writing the same shared term as the header's search box. */
function SearchField() {
  const term = useSearchTerm();
  const [text, setText] = useState(term);
  const id = useId();
  // The header may change the term too: show it here unless it is what this field already says.
  if (text.trim() !== term) setText(term);
  return (
    <div className="search-field">
      <label htmlFor={id}>Search offers</label>
      <input
        id={id}
        className="input"
        type="search"
        data-testid="coupon-search"
        placeholder="Search for store, coupons & offers"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setSearchTerm(event.target.value);
        }}
      />
    </div>
  );
}
