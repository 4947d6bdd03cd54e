import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pickTexts } from '../../functions/contract/i18n/translate.ts';
import { LIST_KEYS, LoadFailed, LoadMore } from '../../src/islands/load-more.tsx';

/** The shared list controls (issue 26): English without texts, exactly as before; Hindi and Telugu with them. */
const list = (over: { loadingMore?: boolean; moreFailed?: boolean } = {}) => ({
  hasMore: true,
  loadingMore: false,
  moreFailed: false,
  loadMore: async () => {},
  ...over,
});
const noop = () => {};

describe('LoadMore and LoadFailed', () => {
  it('speak English when the island passes no texts', () => {
    expect(renderToStaticMarkup(createElement(LoadMore, { list: list() }))).toContain('>Load more</button>');
    const failing = renderToStaticMarkup(
      createElement(LoadMore, { list: list({ loadingMore: true, moreFailed: true }) }),
    );
    expect(failing).toContain('>Loading…</button>');
    expect(failing).toContain('<span role="alert"> More could not be loaded. Please try again.</span>');
    expect(renderToStaticMarkup(createElement(LoadFailed, { text: 'Oops', onRetry: noop }))).toContain(
      '>Try again</button>',
    );
  });

  it('English texts from the catalogue give the same markup as none', () => {
    const texts = pickTexts('en', LIST_KEYS);
    for (const over of [{}, { loadingMore: true, moreFailed: true }]) {
      expect(renderToStaticMarkup(createElement(LoadMore, { list: list(over), texts }))).toBe(
        renderToStaticMarkup(createElement(LoadMore, { list: list(over) })),
      );
    }
    expect(renderToStaticMarkup(createElement(LoadFailed, { text: 'x', onRetry: noop, texts }))).toBe(
      renderToStaticMarkup(createElement(LoadFailed, { text: 'x', onRetry: noop })),
    );
  });

  it('speak Hindi and Telugu with the page texts', () => {
    const hi = pickTexts('hi', LIST_KEYS);
    expect(renderToStaticMarkup(createElement(LoadMore, { list: list(), texts: hi }))).toContain(
      '>और देखें</button>',
    );
    const failing = renderToStaticMarkup(
      createElement(LoadMore, { list: list({ loadingMore: true, moreFailed: true }), texts: hi }),
    );
    expect(failing).toContain('>लोड हो रहा है…</button>');
    expect(failing).toContain('कृपया फिर से कोशिश करें।');
    expect(
      renderToStaticMarkup(createElement(LoadFailed, { text: 'x', onRetry: noop, texts: hi })),
    ).toContain('>फिर से कोशिश करें</button>');
    const te = pickTexts('te', LIST_KEYS);
    expect(
      renderToStaticMarkup(createElement(LoadFailed, { text: 'x', onRetry: noop, texts: te })),
    ).toContain('>మళ్ళీ ప్రయత్నించండి</button>');
  });

  it('an island label wins over the texts', () => {
    const html = renderToStaticMarkup(
      createElement(LoadMore, { list: list(), label: 'Show more', texts: pickTexts('hi', LIST_KEYS) }),
    );
    expect(html).toContain('>Show more</button>');
  });
});
