import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { CategoryCount, ListedCoupon, OfferLanguage } from '../../../functions/contract/public.ts';
import type { CategoriesTexts } from '../../lib/public-texts.ts';
import {
  CATEGORIES_SHAPE,
  listingSearch,
  type CategorySort,
  type ListingState,
} from '../../lib/listing-state.ts';
import { matchesSearch, setSearchTerm } from '../../stores/search.ts';
import { useSearchTerm } from './use-search-term.ts';
import { keepSearchInAddress, useListingState } from './use-listing-state.ts';
import { useJson } from '../content/use-json.ts';
import CategoryCombobox, { ALL_CATEGORIES } from './CategoryCombobox.tsx';
import CategoryTiles from './CategoryTiles.tsx';
import CouponGrid from './CouponGrid.tsx';
import LanguageFilter from './LanguageFilter.tsx';
import { couponListUrl, toCouponView, type CouponView } from './coupon-model.ts';
import { nextTabIndex } from '../../lib/tab-keys.ts';
import { localePath } from '../../../functions/contract/i18n/locales.ts';

type Sort = CategorySort;

const SORTS = [
  { value: 'popularity', label: 'listing.sortPopularity' },
  { value: 'az', label: 'listing.sortAz' },
  { value: 'newest', label: 'listing.sortNewest' },
  { value: 'reliable', label: 'listing.sortReliable' },
] as const satisfies readonly { value: Sort; label: keyof CategoriesTexts }[];

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Popularity reads the popular list; A-Z (spec section 9: the default) and Newest the newest list;
 * Most reliable the newest list in the server's reliable order (?sort=reliable, issue 23 item 2).
 */
const categoriesListUrl = (sort: Sort | null, language: OfferLanguage | null) => {
  if (sort !== 'reliable') return couponListUrl(sort === 'popularity' ? 'popular' : 'newest', language);
  const url = couponListUrl('newest', language);
  return `${url}${url.includes('?') ? '&' : '?'}sort=reliable`;
};

const countsUrl = (language: OfferLanguage | null) =>
  language ? `/api/AToZ/category-counts?language=${language}` : '/api/AToZ/category-counts';

const NO_COUNTS: CategoryCount[] = [];

/**
 * The Categories page (spec: Categories; issue 21 items 7 and 12): category tiles with their numbers of
 * live coupons, a search field, the category search/select box, sort tabs Popularity / A-Z / Newest over
 * the popular and newest lists, the language filter and the grid. Category, sort, language and search
 * live in the address (?category=&sort=&language=&q=), read by the server for the first view.
 */
interface Props {
  texts: CategoriesTexts;
  /** The list the address's sort and language read (categoriesListUrl), read on the server. */
  initial?: ListedCoupon[] | undefined;
  /** The tiles' counts for the address's language, read on the server. */
  initialCounts?: CategoryCount[] | undefined;
  /** The view the address names, as the server read it. */
  initialState: ListingState<Sort>;
}

export default function CategoriesBrowser({ texts, initial, initialCounts, initialState }: Props) {
  const [state, choose] = useListingState(initialState, CATEGORIES_SHAPE, true);
  const sort = state.sort ?? 'az';
  const { language } = state;
  const category = state.category ?? ALL_CATEGORIES;
  const term = useSearchTerm(initialState.q);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const setSort = (next: Sort) => choose({ sort: next });

  const counts = useJson<CategoryCount[]>(countsUrl(language), 'Failed to load categories:', {
    url: countsUrl(initialState.language),
    data: initialCounts,
  });
  const loaded = useJson<ListedCoupon[]>(categoriesListUrl(sort, language), 'Failed to load coupons:', {
    url: categoriesListUrl(initialState.sort, initialState.language),
    data: initial,
  });

  const coupons = useMemo((): CouponView[] | null => {
    if (loaded.status === 'loading') return null;
    if (loaded.status === 'failed') return [];
    const views = loaded.data.map(toCouponView);
    return sort === 'az' ? views.sort((a, b) => byName.compare(a.name, b.name)) : views;
  }, [loaded, sort]);

  const matching = useMemo(() => {
    const wanted = state.category?.toLocaleLowerCase() ?? null;
    return (
      coupons?.filter(
        (coupon) =>
          (wanted === null || coupon.category.toLocaleLowerCase() === wanted) &&
          matchesSearch(coupon.name, term),
      ) ?? null
    );
  }, [coupons, state.category, term]);

  const emptyText =
    coupons?.length === 0
      ? sort === 'newest'
        ? texts['cards.noNewestCoupons']
        : texts['cards.noCoupon']
      : texts['cards.noMatch'];

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

  // While another language's counts load, the tiles keep the last ones instead of jumping.
  const [tiles, setTiles] = useState<CategoryCount[] | null>(initialCounts ?? null);
  const arrived = counts.status === 'ready' ? counts.data : counts.status === 'failed' ? NO_COUNTS : tiles;
  if (arrived !== tiles) setTiles(arrived);

  return (
    <div className="coupon-list categories">
      <CategoryTiles
        counts={tiles}
        texts={texts}
        selected={state.category}
        hrefFor={(wanted) =>
          `${localePath(texts.locale, '/categories')}${listingSearch({ ...state, category: wanted, q: term }, CATEGORIES_SHAPE)}`
        }
        onSelect={(wanted) => choose({ category: wanted })}
      />
      <div className="categories__filters">
        <SearchField serverTerm={initialState.q} texts={texts} />
        <CategoryCombobox
          categories={tiles?.map((tile) => tile.category) ?? []}
          value={category}
          texts={texts}
          onChange={(chosen) => choose({ category: chosen === ALL_CATEGORIES ? null : chosen })}
        />
      </div>
      <LanguageFilter value={language} texts={texts} onChange={(chosen) => choose({ language: chosen })} />
      <div className="sort-tabs" role="tablist" aria-label={texts['listing.sortLabel']}>
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
            {texts[option.label]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${sort}`}>
        <CouponGrid
          key={`${sort}|${language}|${category.toLocaleLowerCase()}|${term}`}
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

/**
 * A search field on the page itself, writing the same shared term as the header's search box, and like
 * it keeping the term in the address (?q=) as one types, without a history entry per letter.
 */
function SearchField({ serverTerm, texts }: { serverTerm: string; texts: CategoriesTexts }) {
  const term = useSearchTerm(serverTerm);
  const [text, setText] = useState(term);
  const id = useId();
  // The header may change the term too: show it here unless it is what this field already says.
  if (text.trim() !== term) setText(term);
  return (
    <div className="search-field">
      <label htmlFor={id}>{texts['listing.searchLabel']}</label>
      <input
        id={id}
        className="input"
        type="search"
        data-testid="coupon-search"
        placeholder={texts['listing.searchPlaceholder']}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setSearchTerm(event.target.value);
          keepSearchInAddress(event.target.value, CATEGORIES_SHAPE);
        }}
      />
    </div>
  );
}
