import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  DEMO_CARD_IMAGES,
  DEMO_COUPONS,
  DEMO_FLASH_TEXT,
  DEMO_HERO_SLIDES,
  DEMO_MERCHANTS,
  DEMO_POPUP_AD,
  DEMO_POSITIONED_IMAGES,
  DEMO_REVIEWS,
  DEMO_SEASONAL_OFFERS,
  DEMO_TOP_BANNERS,
} from '../../functions/seed/demo/content.ts';
import { COMPANY, REGISTERED_OFFICE } from '../../src/components/site-info.ts';
import { englishWords } from '../support/english-words.ts';
import { expect } from './fixtures.ts';

/**
 * The word check of issue 26 (no English left on a Hindi or Telugu page), shared by the specs that read
 * pages, dialogs and states for it (tests/e2e/0-languages-*.spec.ts). On a page, the visible text and the
 * aria-label, placeholder, title and alt attributes are read, and any word of three or more Latin letters
 * that is neither on ALLOWED nor stored data is reported.
 *
 * Stored data is shown as written: the demo seed's strings, and every string the page's API reads
 * answered with (a rejection's reason, a merchant's name, the audit log's details), are taken out of the
 * text before it is read. Pages rendered on the server show stored data no API read names (a store
 * another spec made, on /stores), so the specs that use this run first (their file names): on the seed's
 * data, and what they make themselves.
 */

/** Names that are written in Latin letters in Hindi and Telugu too (brands, formats, the site's name). */
const ALLOWED = new Set(
  [
    // The site's own name.
    'DealSphere',
    // Brands and services named in the texts.
    'WhatsApp',
    'Razorpay',
    'RazorpayX',
    'UPI',
    'Google',
    'Gmail',
    'Facebook',
    'Instagram',
    'Twitter',
    'YouTube',
    'LinkedIn',
    'Telegram',
    'Paytm',
    'PhonePe',
    'GPay',
    // Technical abbreviations people read as they are: file formats, one-time passwords, addresses.
    'OTP',
    'PDF',
    'CSV',
    'URL',
    'JPG',
    'JPEG',
    'PNG',
    'WebP',
    'SVG',
    'API',
    'IFSC',
    'GST',
    'GSTIN',
    'PAN',
    'KYC',
    'HTTPS',
    'GIF',
    'WebM',
    'JSON',
    // Said in Latin letters in Hindi and Telugu shopping and business text: no-cost EMI, the time zone,
    // the currency code.
    'EMI',
    'IST',
    'INR',
    // The law's short name (Digital Personal Data Protection Act, 2023), as Indian privacy policies write it.
    'DPDP',
    // The click id's query parameter (dsclick=…), named as the merchant writes it into their links.
    'dsclick',
    // The language switcher names English in English (each language in its own script).
    'English',
  ].map((word) => word.toLowerCase()),
);

/**
 * Words allowed on one page only: the postback guide (merchant dashboard, Review Sales) is documentation of
 * an HTTP API for the merchant's developer, who types its JSON fields, date format and tools as written.
 */
const ALLOWED_ON: Record<string, string[]> = {
  'tab=review': [
    'clickId',
    'orderReference',
    'amount',
    'saleDate',
    'couponId',
    'timestamp',
    'YYYY',
    'curl',
    'Node',
    'Unix',
    'hex',
    'HMAC',
  ],
};

/** Every string of the demo seed (stored data: shown as its owner wrote it, in any language). */
function seedStrings(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk([
    DEMO_MERCHANTS,
    DEMO_COUPONS,
    DEMO_REVIEWS,
    DEMO_HERO_SLIDES,
    DEMO_SEASONAL_OFFERS,
    DEMO_TOP_BANNERS,
    DEMO_POSITIONED_IMAGES,
    DEMO_CARD_IMAGES,
    DEMO_POPUP_AD,
    DEMO_FLASH_TEXT,
  ]);
  // The demo purchases (remarks, return reasons, shoppers' names: functions/seed/demo/earnings.ts) and the
  // demo accounts' names (functions/seed/seed-demo-data.ts), shown on the sales lists and the dashboards.
  const earnings = readFileSync('functions/seed/demo/earnings.ts', 'utf8');
  for (const match of earnings.matchAll(/(?:remarks|returned|displayName): '([^']+)'/g)) found.add(match[1]!);
  const accounts = readFileSync('functions/seed/seed-demo-data.ts', 'utf8');
  for (const match of accounts.matchAll(/'(Administrator|[A-Z][a-z]+ [A-Z][a-z]+)'/g)) found.add(match[1]!);
  // The company's registered name and postal address (src/components/site-info.ts): a legal name and an
  // address are written as they are registered.
  found.add(COMPANY);
  found.add(REGISTERED_OFFICE);
  return [...found].filter((text) => /[A-Za-z]{3}/.test(text)).sort((a, b) => b.length - a.length);
}
const SEED = seedStrings();

/**
 * Strings the page's API reads answered with, outside error messages: stored data (coupons, names,
 * reasons, audit details) that other specs or people wrote in English, shown as written. Pages render
 * their own words; the API gives them data.
 */
const fromApi = new WeakMap<Page, Set<string>>();
function collectStrings(value: unknown, into: Set<string>, key = '') {
  if (key === 'message' || key === 'error' || key === 'messages') return;
  if (typeof value === 'string') {
    if (!/[A-Za-z]{3}/.test(value)) return;
    into.add(value.trim());
    // A stored note after a label the page translates ('Returned: Parcel refused at the door').
    const note = /^[^:]{1,40}: (.+)$/s.exec(value.trim())?.[1];
    if (note) into.add(note);
  } else if (typeof value === 'boolean') {
    if (key === 'details') into.add(String(value)); // the audit log shows `isActive: true` as stored
  } else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object')
    for (const [name, item] of Object.entries(value)) {
      // A stored record's own field names show too where a page lists it as it is (the audit log's details).
      if (key === 'details') into.add(name);
      collectStrings(item, into, key === 'details' ? 'details' : name);
    }
}

/** Data the test itself typed (a delivery address), shown on `page` as stored from now on. */
export function storedOn(page: Page, ...texts: string[]) {
  const strings = fromApi.get(page) ?? new Set<string>();
  for (const text of texts) strings.add(text);
  fromApi.set(page, strings);
}

/** The English words left on `page`: text nodes that show, and the four attributes people hear or see. */
export async function englishOn(page: Page): Promise<string[]> {
  const stored = [...SEED, ...(fromApi.get(page) ?? [])].sort((a, b) => b.length - a.length);
  const here = Object.entries(ALLOWED_ON).flatMap(([part, words]) =>
    page.url().includes(part) ? words : [],
  );
  const texts = await page.evaluate(() => {
    const out: string[] = [document.title];
    // Code samples (the postback guide's curl and Node lines) are code, not language.
    const skip = 'script, style, noscript, template, code, pre, kbd, samp, [data-stored]';
    const shows = (element: Element) => {
      const html = element as HTMLElement;
      if (html.closest(skip)) return false;
      if (!html.checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true })) {
        // A screen reader still reads a visually hidden label (sr-only): keep those.
        return getComputedStyle(html).position === 'absolute' && html.getClientRects().length > 0;
      }
      return true;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && shows(node.parentElement)) out.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (element.closest(skip)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
  const found = englishWords(texts, {
    stored,
    allowed: (word) => ALLOWED.has(word.toLowerCase()) || here.includes(word),
  });
  return [
    ...new Set(found.map(({ word, text }) => (process.env.ENGLISH_CONTEXT ? `${word} «${text}»` : word))),
  ];
}

/** The API requests each page has in flight (its islands' fetches), so a survey reads their answers. */
const inFlight = new WeakMap<Page, { count: number; last: number }>();
export function watch(page: Page) {
  if (inFlight.has(page)) return;
  const state = { count: 0, last: Date.now() };
  inFlight.set(page, state);
  const api = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (api(request.url())) state.count += 1;
  });
  const done = (request: { url: () => string }) => {
    if (!api(request.url())) return;
    state.count = Math.max(0, state.count - 1);
    state.last = Date.now();
  };
  page.on('requestfinished', done);
  const strings = new Set<string>();
  fromApi.set(page, strings);
  page.on('response', async (response) => {
    if (!api(response.url()) || response.request().method() !== 'GET' || !response.ok()) return;
    if (!response.headers()['content-type']?.includes('application/json')) return;
    // Read before the page counts as settled: the body arrives after 'requestfinished'.
    state.count += 1;
    try {
      collectStrings(await response.json(), strings);
    } catch {
      // A body already gone (the page moved on): nothing to learn from it.
    } finally {
      state.count = Math.max(0, state.count - 1);
      state.last = Date.now();
    }
  });
  page.on('requestfailed', done);
}

/**
 * Until the page's islands have hydrated and their API requests have answered (and rendered): quicker
 * than Playwright's networkidle, which waits for images and half a second more on every page.
 */
export async function settle(page: Page) {
  await expect(page.locator('astro-island[ssr][client="load"]')).toHaveCount(0);
  const state = inFlight.get(page)!;
  const until = Date.now() + 4_000;
  while (Date.now() < until && (state.count > 0 || Date.now() - state.last < 120))
    await page.waitForTimeout(40);
}

/** Opens each path and records what English it shows, keyed by path. */
export async function survey(page: Page, paths: string[], found: Record<string, string[]>, islands = true) {
  watch(page);
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    if (islands) await settle(page);
    record(found, path, await englishOn(page));
  }
}

export function record(found: Record<string, string[]>, where: string, words: string[]) {
  if (words.length > 0) found[where] = [...(found[where] ?? []), ...words];
}

/** Presses a form's submit button with its fields empty and records the messages it shows. */
export async function submitEmpty(page: Page, path: string, found: Record<string, string[]>) {
  watch(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await settle(page);
  const submit = page.locator('main form button[type="submit"], main form button:not([type])').first();
  if ((await submit.count()) === 0) return;
  await submit.click();
  await settle(page);
  record(found, `${path} (submitted empty)`, await englishOn(page));
}

/** The findings, one line a place: `where: word, word`. */
export const report = (found: Record<string, string[]>) =>
  Object.entries(found).map(([where, words]) => `${where}: ${[...new Set(words)].join(', ')}`);
