/**
 * Writes the three catalogue indexes (functions/contract/i18n/catalogue/{en,hi,te}.ts) from the part files
 * under en/, hi/ and te/ (decision 0084): one import and one spread per part, in file-name order. Run it after
 * adding a part file: `npm run catalogue:index`. A part missing in hi/ or te/ stops it, since the index would
 * not type-check anyway.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

const root = join(import.meta.dirname, '..', 'functions', 'contract', 'i18n', 'catalogue');

const headers: Record<string, string> = {
  en: `/**
 * The English catalogue: the source of every key (issue 26 item 4, decision 0084). One file per part of
 * the site under en/, spread here; hi.ts and te.ts mirror it. The spec's English texts are kept word for word.
 */`,
  hi: '/** The Hindi catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */',
  te: '/** The Telugu catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */',
};

/** `static` is a reserved word, so that part is imported under another name. */
const bindingFor = (part: string): string => (part === 'static' ? 'staticPages' : part);

const parts = (locale: string): string[] =>
  readdirSync(join(root, locale))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const english = parts('en');
for (const locale of ['hi', 'te']) {
  const own = parts(locale);
  const missing = english.filter((part) => !own.includes(part));
  const extra = own.filter((part) => !english.includes(part));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(`catalogue/${locale}: missing [${missing.join(', ')}], not in en [${extra.join(', ')}]`);
  }
}

const written: string[] = [];
for (const locale of ['en', 'hi', 'te']) {
  const lines = [headers[locale]];
  if (locale !== 'en') lines.push(`import type { MessageKey } from './en.ts';`);
  for (const part of english) lines.push(`import ${bindingFor(part)} from './${locale}/${part}.ts';`);
  lines.push('');
  lines.push(
    locale === 'en' ? 'export const en = {' : `export const ${locale}: Record<MessageKey, string> = {`,
  );
  for (const part of english) lines.push(`  ...${bindingFor(part)},`);
  lines.push(locale === 'en' ? '} as const;' : '};');
  if (locale === 'en') lines.push('', 'export type MessageKey = keyof typeof en;');
  const file = join(root, `${locale}.ts`);
  writeFileSync(file, lines.join('\n') + '\n');
  written.push(file);
}
execFileSync('npx', ['prettier', '--write', ...written], { stdio: 'inherit' });
