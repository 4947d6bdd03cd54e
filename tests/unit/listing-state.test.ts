import { describe, expect, it } from 'vitest';
import {
  CATEGORIES_SHAPE,
  LISTING_TEXT_MAX,
  NO_SORTS,
  listingSearch,
  parseListingState,
  sameListingState,
  type CategorySort,
  type ListingState,
} from '../../src/lib/listing-state.ts';

const plain: ListingState<CategorySort> = { category: null, sort: 'az', language: null, q: '' };

describe('parseListingState', () => {
  it('reads category, sort, language and search from the address', () => {
    expect(parseListingState('?category=Fashion&sort=newest&language=hi&q=pizza', CATEGORIES_SHAPE)).toEqual({
      category: 'Fashion',
      sort: 'newest',
      language: 'hi',
      q: 'pizza',
    });
    // With or without the '?', or as URLSearchParams.
    expect(parseListingState('sort=popularity', CATEGORIES_SHAPE).sort).toBe('popularity');
    expect(parseListingState(new URLSearchParams({ language: 'te' }), CATEGORIES_SHAPE).language).toBe('te');
  });

  it('gives the defaults for an empty address', () => {
    expect(parseListingState('', CATEGORIES_SHAPE)).toEqual(plain);
    expect(parseListingState('', NO_SORTS)).toEqual({ category: null, sort: null, language: null, q: '' });
  });

  it('decodes what a shared link encodes: spaces, ampersands, Hindi and Telugu', () => {
    expect(
      parseListingState(
        '?category=Food+%26+Dining&q=%E0%A4%A6%E0%A4%BF%E0%A4%B5%E0%A4%BE%E0%A4%B2%E0%A5%80',
        CATEGORIES_SHAPE,
      ),
    ).toMatchObject({
      category: 'Food & Dining',
      q: 'दिवाली',
    });
    expect(
      parseListingState('?category=%E0%B0%86%E0%B0%B9%E0%B0%BE%E0%B0%B0%E0%B0%82', CATEGORIES_SHAPE).category,
    ).toBe('ఆహారం');
  });

  it('reads anything unknown, empty or malformed as the default', () => {
    expect(parseListingState('?category=%20%20&sort=cheapest&language=fr&q=%20', CATEGORIES_SHAPE)).toEqual(
      plain,
    );
    expect(parseListingState('?category=ALL', CATEGORIES_SHAPE).category).toBeNull();
    expect(parseListingState('?category=all', CATEGORIES_SHAPE).category).toBeNull();
    // A page without sort tabs ignores ?sort=.
    expect(parseListingState('?sort=newest', NO_SORTS).sort).toBeNull();
  });

  it('ignores case in sort and language, keeps the category as written, trims text', () => {
    expect(
      parseListingState('?sort=NEWEST&language=HI&category=%20fashion%20&q=%20Pizza%20', CATEGORIES_SHAPE),
    ).toEqual({
      category: 'fashion',
      sort: 'newest',
      language: 'hi',
      q: 'Pizza',
    });
  });

  it('cuts an overlong category or search at LISTING_TEXT_MAX characters', () => {
    const long = 'x'.repeat(LISTING_TEXT_MAX + 50);
    const state = parseListingState(`?category=${long}&q=${long}`, CATEGORIES_SHAPE);
    expect(state.category).toHaveLength(LISTING_TEXT_MAX);
    expect(state.q).toHaveLength(LISTING_TEXT_MAX);
  });
});

describe('listingSearch', () => {
  it('writes nothing for the default view', () => {
    expect(listingSearch(plain, CATEGORIES_SHAPE)).toBe('');
    expect(listingSearch({ ...plain, category: 'All' }, CATEGORIES_SHAPE)).toBe('');
    expect(listingSearch({ category: null, sort: null, language: null, q: '' }, NO_SORTS)).toBe('');
  });

  it('writes each chosen value, in one order, leaving defaults out', () => {
    expect(
      listingSearch({ category: 'Fashion', sort: 'newest', language: 'hi', q: 'pizza' }, CATEGORIES_SHAPE),
    ).toBe('?category=Fashion&sort=newest&language=hi&q=pizza');
    expect(listingSearch({ ...plain, sort: 'popularity' }, CATEGORIES_SHAPE)).toBe('?sort=popularity');
    expect(listingSearch({ ...plain, sort: 'az' }, CATEGORIES_SHAPE)).toBe('');
    expect(listingSearch({ category: null, sort: null, language: 'te', q: '' }, NO_SORTS)).toBe(
      '?language=te',
    );
  });

  it('encodes text so a shared link survives, and reads back the same state', () => {
    const state: ListingState<CategorySort> = {
      category: 'Food & Dining',
      sort: 'popularity',
      language: 'te',
      q: 'దోశ 50% off',
    };
    const search = listingSearch(state, CATEGORIES_SHAPE);
    expect(search).toBe(
      '?category=Food+%26+Dining&sort=popularity&language=te&q=%E0%B0%A6%E0%B1%8B%E0%B0%B6+50%25+off',
    );
    expect(parseListingState(search, CATEGORIES_SHAPE)).toEqual(state);
  });

  it('keeps parameters that are not the listing’s, and replaces the listing’s own', () => {
    expect(
      listingSearch(
        { ...plain, category: 'Travel' },
        CATEGORIES_SHAPE,
        '?utm_source=whatsapp&category=Fashion&sort=newest&q=old',
      ),
    ).toBe('?utm_source=whatsapp&category=Travel');
    expect(listingSearch(plain, CATEGORIES_SHAPE, new URLSearchParams('ref=abc&language=hi'))).toBe(
      '?ref=abc',
    );
  });

  it('never writes a sort the page does not have', () => {
    expect(listingSearch({ category: null, sort: 'newest' as never, language: null, q: '' }, NO_SORTS)).toBe(
      '',
    );
  });

  it('round-trips every combination', () => {
    for (const category of [null, 'Beauty', 'Health & Pharmacy'])
      for (const sort of ['popularity', 'az', 'newest', 'reliable'] as const)
        for (const language of [null, 'en', 'hi', 'te'] as const)
          for (const q of ['', 'biryani']) {
            const state = { category, sort, language, q };
            expect(parseListingState(listingSearch(state, CATEGORIES_SHAPE), CATEGORIES_SHAPE)).toEqual(
              state,
            );
          }
  });
});

describe('sameListingState', () => {
  it('treats a category differing only in case as the same view, anything else as another', () => {
    expect(sameListingState({ ...plain, category: 'Fashion' }, { ...plain, category: 'fashion' })).toBe(true);
    expect(sameListingState(plain, { ...plain, sort: 'newest' })).toBe(false);
    expect(sameListingState(plain, { ...plain, language: 'hi' })).toBe(false);
    expect(sameListingState(plain, { ...plain, q: 'x' })).toBe(false);
    expect(sameListingState(plain, { ...plain, category: 'Travel' })).toBe(false);
  });
});
