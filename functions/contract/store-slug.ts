import { PAGE_SLUG_LENGTH } from './rules.ts';

/** The slug a store gets when its brand name gives no Latin letters or digits (a Hindi or Telugu name). */
export const FALLBACK_STORE_SLUG = 'store';

/**
 * A store page's address from its brand name (issue 21 item 1): Latin letters and digits, lower case,
 * accents dropped, every other run of characters a single hyphen, at most PAGE_SLUG_LENGTH.max long
 * and cut at a hyphen. The result always passes isPageSlug, so a merchant can keep it as their
 * pageSlug; uniqueness is the database's (uniqueStoreSlug adds -2, -3, ...).
 */
export function slugFromName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let slug = words.slice(0, PAGE_SLUG_LENGTH.max);
  if (words.length > slug.length && slug.includes('-')) slug = slug.slice(0, slug.lastIndexOf('-'));
  slug = slug.replace(/-+$/, '');
  return slug.length >= PAGE_SLUG_LENGTH.min
    ? slug
    : slug
      ? `${slug}-${FALLBACK_STORE_SLUG}`
      : FALLBACK_STORE_SLUG;
}

/** The n-th candidate for a taken slug: 'charminar', 'charminar-2', 'charminar-3' … within the length limit. */
export function numberedSlug(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, PAGE_SLUG_LENGTH.max - suffix.length).replace(/-+$/, '')}${suffix}`;
}
