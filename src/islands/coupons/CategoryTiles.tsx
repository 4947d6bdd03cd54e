import { useEffect, useRef, type MouseEvent } from 'react';
import type { CategoryCount } from '../../../functions/contract/public.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { CategoriesTexts } from '../../lib/public-texts.ts';
import { categoryNameIn } from './coupon-model.ts';
import { ALL_ICON, CategoryIcon, categoryIconPath } from './category-icons.tsx';

interface Props {
  /** Live coupons per category (GET /api/AToZ/category-counts); null while they load. */
  counts: CategoryCount[] | null;
  texts: CategoriesTexts;
  /** The chosen category; null: every category. */
  selected: string | null;
  /** The address that shows a category (null: all), so a tile is a real link: shareable, openable in a tab. */
  hrefFor: (category: string | null) => string;
  onSelect: (category: string | null) => void;
}

/**
 * The Categories page opens with its categories as tiles (issue 21 item 12): icon, name and number of
 * live coupons, 'All' first. A tile is a link to the page with ?category=; a plain click filters the grid
 * in place. One scrolling row on a phone, so the first cards stay in the first screen; rows on wider screens.
 */
export default function CategoryTiles({ counts, texts, selected, hrefFor, onSelect }: Props) {
  const offers = (count: number) =>
    fill(count === 1 ? texts['listing.oneOffer'] : texts['listing.offers'], { count });
  const chosen = selected?.toLocaleLowerCase() ?? null;
  const list = useRef<HTMLUListElement>(null);

  // On a phone the row scrolls sideways: bring the chosen tile into it (the page itself does not move).
  useEffect(() => {
    const row = list.current;
    const tile = row?.querySelector<HTMLElement>('[aria-current]')?.parentElement;
    if (!row || !tile || row.scrollWidth <= row.clientWidth) return;
    const left = tile.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + tile.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = Math.max(0, left - 8);
  }, [chosen, counts]);
  const total = counts?.reduce((sum, tile) => sum + tile.count, 0);
  const tiles = [
    { category: null, label: texts['listing.tileAll'], count: total, icon: ALL_ICON },
    ...(counts ?? []).map((tile) => ({
      category: tile.category,
      label: categoryNameIn(texts, tile.category),
      count: tile.count,
      icon: categoryIconPath(tile.category),
    })),
  ];

  const follow = (event: MouseEvent<HTMLAnchorElement>, category: string | null) => {
    // A new tab or window (modifier keys, middle button) follows the link itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(category);
  };

  return (
    <nav className="category-tiles" aria-label={texts['listing.tilesLabel']}>
      <ul ref={list} data-testid="category-tiles">
        {tiles.map((tile) => {
          const current = (tile.category?.toLocaleLowerCase() ?? null) === chosen;
          return (
            <li key={tile.category ?? ''}>
              <a
                className="category-tile"
                href={hrefFor(tile.category)}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => follow(event, tile.category)}
              >
                <CategoryIcon path={tile.icon} />
                <span className="category-tile__name">{tile.label}</span>
                <span className="category-tile__count">
                  {tile.count === undefined ? '\u00a0' : offers(tile.count)}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
