import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, type MessageKey } from '../../functions/contract/i18n/translate.ts';
import { LOCALES } from '../../functions/contract/i18n/locales.ts';

/**
 * The message catalogues (issue 26 item 4, decision 0084): every language has every key and no other,
 * the same placeholders in each, text in its own script, and no key that nothing uses.
 */
const en = CATALOGUES.en;
const keys = Object.keys(en) as MessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Latin words outside placeholders: text a translator must render. */
const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/\{\w+\}/g, ''));
const SCRIPT = { hi: /[\u0900-\u097F]/, te: /[\u0C00-\u0C7F]/ } as const;

describe('message catalogues', () => {
  it('has keys', () => expect(keys.length).toBeGreaterThan(0));

  for (const locale of LOCALES) {
    it(`${locale} has exactly the English keys, none empty`, () => {
      expect(Object.keys(CATALOGUES[locale]).sort()).toEqual([...keys].sort());
      const empty = keys.filter((key) => !CATALOGUES[locale][key]?.trim());
      expect(empty).toEqual([]);
    });

    it(`${locale} uses the same placeholders as English in every message`, () => {
      const differing = keys.filter(
        (key) => placeholders(CATALOGUES[locale][key]).join() !== placeholders(en[key]).join(),
      );
      expect(differing).toEqual([]);
    });
  }

  for (const locale of ['hi', 'te'] as const) {
    it(`${locale} is written in its own script wherever English has words`, () => {
      const untranslated = keys.filter(
        (key) => hasWords(en[key]) && !SCRIPT[locale].test(CATALOGUES[locale][key]),
      );
      expect(untranslated).toEqual([]);
    });
  }

  it('has no key that no page, island, email or service uses', () => {
    const roots = ['src', 'functions', 'scripts'].map((root) => path.resolve(root));
    const skip = path.resolve('functions/contract/i18n/catalogue');
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (full === skip) continue;
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(ts|tsx|astro|mjs)$/.test(name)) sources.push(readFileSync(full, 'utf8'));
      }
    };
    roots.forEach(walk);
    const all = sources.join('\n');
    // A key is used where it is written in quotes: t('home.title'), pickTexts(locale, ['cards.noCode']).
    const unused = keys.filter((key) => !all.includes(`'${key}'`) && !all.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });
});
