import type { MerchantRating, PublicReviews, PublicStats } from '../../../functions/contract/public.ts';
import { starsText } from '../../../functions/contract/reviews.ts';
import { getJsonOrNull } from '../../lib/api.ts';
import { scriptLanguage } from './header-content.ts';

/**
 * The 'FIND YOUR BEST' popup's content, loaded the first time it opens (so pages that never open it
 * never download this): customer reviews, new-user statistics and merchant ratings.
 */
export interface PopupTexts {
  noReviews: string;
  noData: string;
  /** '{rating}' */
  rated: string;
  registeredUsers: string;
  totalVisitors: string;
  oneReview: string;
  /** '{count}' */
  reviews: string;
  /** '{average}', '{count}' */
  averageFrom: string;
  /** '{names}' */
  reviewed: string;
}

let texts: PopupTexts;

/** A text with its {placeholders} filled (translate.ts's fill, without importing the catalogue). */
function fillIn(text: string, params: Record<string, string | number>) {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const numbers = new Intl.NumberFormat('en-IN');

export async function loadFindYourBest(dialog: HTMLElement, popupTexts: PopupTexts) {
  texts = popupTexts;
  const panel = (name: string) => dialog.querySelector<HTMLElement>(`[data-panel="${name}"]`);
  const [reviews, stats, ratings] = await Promise.all([
    getJsonOrNull<PublicReviews>('/api/AToZ/get-all-reviews'),
    getJsonOrNull<PublicStats>('/api/UserDetail1/getPublicStats'),
    getJsonOrNull<MerchantRating[]>('/api/AToZ/get-merchant-ratings'),
  ]);
  fill(panel('reviews'), reviewList(reviews?.reviews, texts.noReviews));
  fill(panel('stats'), statList(stats, texts.noData));
  fill(panel('ratings'), ratingList(ratings, texts.noReviews));
}

function fill(panel: HTMLElement | null, content: Node) {
  if (panel) panel.replaceChildren(content);
  panel?.removeAttribute('aria-busy');
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function empty(text: string) {
  return el('p', 'fyb__empty', text);
}

function stars(rating: number) {
  const node = el('span', 'fyb__stars');
  node.setAttribute('role', 'img');
  node.setAttribute('aria-label', fillIn(texts.rated, { rating }));
  node.textContent = starsText(rating);
  return node;
}

function withLanguage<T extends HTMLElement>(node: T, text: string): T {
  const lang = scriptLanguage(text);
  if (lang) node.lang = lang;
  return node;
}

function reviewList(reviews: PublicReviews['reviews'] | undefined, none: string): Node {
  if (!reviews?.length) return empty(none);
  const list = el('ul', 'fyb__list');
  for (const review of reviews) {
    const item = el('li', 'fyb__item');
    const head = el('p', 'fyb__item-head');
    head.append(
      withLanguage(el('strong', undefined, review.couponName), review.couponName),
      ' ',
      stars(review.rating),
    );
    const text = withLanguage(el('p', 'fyb__text', review.reviewText), review.reviewText);
    item.append(head, text, el('p', 'fyb__by', `— ${review.userName}`));
    list.append(item);
  }
  return list;
}

function statList(stats: PublicStats | null, none: string): Node {
  if (!stats) return empty(none);
  const list = el('dl', 'fyb__stats');
  const add = (label: string, value: number) => {
    const box = el('div', 'fyb__stat');
    box.append(el('dt', undefined, label), el('dd', undefined, numbers.format(value)));
    list.append(box);
  };
  add(texts.registeredUsers, stats.registeredUsers);
  add(texts.totalVisitors, stats.totalVisitors);
  return list;
}

function ratingList(ratings: MerchantRating[] | null, none: string): Node {
  if (!ratings?.length) return empty(none);
  const list = el('ul', 'fyb__list');
  for (const merchant of ratings) {
    const item = el('li', 'fyb__item');
    const head = el('p', 'fyb__item-head');
    head.append(el('strong', undefined, merchant.merchantName), ' ', stars(merchant.averageRating));
    const count =
      merchant.totalReviews === 1
        ? texts.oneReview
        : fillIn(texts.reviews, { count: numbers.format(merchant.totalReviews) });
    const average = fillIn(texts.averageFrom, { average: merchant.averageRating.toFixed(1), count });
    item.append(head, el('p', 'fyb__by', average));
    const names = [...new Set(merchant.reviews.map((review) => review.couponName))];
    if (names.length) {
      const coupons = el('p', 'fyb__text', fillIn(texts.reviewed, { names: names.join(', ') }));
      item.append(withLanguage(coupons, names.join(' ')));
    }
    list.append(item);
  }
  return list;
}
