/**
 * `npm run perf`: builds, serves the site on a free port with a throwaway database, and runs Lighthouse
 * (mobile, default simulated throttling) on the main public pages, each three times (PERF_RUNS), and
 * reports the median run (issue 21). Prints each page's four scores and its JavaScript against the
 * targets of issues 4 and 21. It measures and always exits 0; it is not a test.
 *
 * Chromium: CHROME_PATH, else /usr/bin/chromium when present, else whatever chrome-launcher finds.
 * Extra pages can be named on the command line: `npm run perf -- /careers /contactus`.
 * PERF_REPORT_DIR=folder keeps each page's full Lighthouse report (JSON) there (the last run's).
 * PERF_RUNS=n measures each page n times (default 3); the reported run is the one with the median
 * performance score, with every run's score beside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { ApprovedProduct } from '../functions/contract/site-content.ts';
import { splitLocalePath } from '../functions/contract/i18n/locales.ts';
import { slugFromName } from '../functions/contract/store-slug.ts';
import { DEMO_MERCHANTS } from '../functions/seed/demo/content.ts';
import { buildAndServe } from './lib/built-server.ts';
import { medianRun } from './lib/perf-median.ts';

/** The demo merchant's storefront: its id is new in every seeded database, so it is looked up. */
const DEMO_STOREFRONT = '/merchantproductsite/{demo}';
/** The demo merchant's store page (issue 21): its slug comes from its brand name. */
const DEMO_STORE_PAGE = `/stores/${slugFromName(DEMO_MERCHANTS[0]?.brandName ?? '')}`;
/** The results page of a demo store's name (issue 21 item 6). */
const DEMO_SEARCH = '/search?q=charminar';
const DEFAULT_PAGES = [
  '/',
  '/categories',
  '/top-coupons',
  '/best-offers',
  '/faqs',
  DEMO_STOREFRONT,
  '/stores',
  DEMO_STORE_PAGE,
  DEMO_SEARCH,
];
/** Pages that may ship more script: the home page with its sliders and grids. */
// The issue budgets the home page (120 KB) and the static pages (15 KB). The listing pages carry the same
// grids and card as the home page, so they get the home page's budget.
const JS_BUDGET_KB: Record<string, number> = {
  '/': 120,
  '/categories': 120,
  '/top-coupons': 120,
  '/best-offers': 120,
  '/popular': 120,
  // A store page carries the listing pages' grid and card (issue 21).
  [DEMO_STORE_PAGE]: 120,
  // The results page shows the same coupon cards as the listing pages.
  [DEMO_SEARCH]: 120,
  // Not in the issue's list: the sign-in and sign-up forms carry React and the contract's zod schemas.
  '/UserSignin': 120,
  '/userSignup': 120,
  '/MerchantSignin': 120,
  '/MerchantSignup': 120,
};
const STATIC_JS_BUDGET_KB = 15;
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 3) || 3);
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof TARGETS;

const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

async function main() {
  const server = await buildAndServe('perf');
  if (!server) return;

  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: chromePath(),
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const rows: Row[] = [];
    for (const page of pages.length ? pages : DEFAULT_PAGES) {
      const path = await resolvePage(server.origin, page);
      // A run Lighthouse could not record (its trace errors, e.g. NO_NAVSTART) is tried again, twice at most.
      const runs: Row[] = [];
      for (let attempt = 0; attempt < RUNS + 2 && runs.filter(scored).length < RUNS; attempt += 1)
        runs.push(await measure(`${server.origin}${path}`, page, chrome.port));
      const reported = medianRun(runs, (row) => (scored(row) ? row.scores.performance : null))!;
      rows.push({ ...reported, performanceRuns: runs.filter(scored).map((row) => row.scores.performance) });
    }
    report(rows);
  } catch (error) {
    console.log(`perf: could not finish: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    chrome?.kill();
    await server.stop();
  }
}

const scored = (row: Row) => !row.problem && row.scores.performance !== null;

/** A page's path on this server: the demo storefront's id is found through the public products list. */
async function resolvePage(origin: string, page: string): Promise<string> {
  if (page !== DEMO_STOREFRONT) return page;
  const demo = DEMO_MERCHANTS.find((merchant) => merchant.key === 'demo_merchant');
  const productName = demo?.pickProducts.find((product) => product.approved)?.productName;
  const response = await fetch(`${origin}/api/AdminContent/products/approved`);
  const products = (await response.json()) as ApprovedProduct[];
  const merchantId = products.find((product) => product.productName === productName)?.merchantId;
  return merchantId ? `/merchantproductsite/${merchantId}` : page;
}

interface Row {
  page: string;
  /** Why Lighthouse could not audit the page (e.g. it answered 404 because it is not built yet). */
  problem: string | null;
  status: number | null;
  scores: Record<Category, number | null>;
  scripts: number;
  jsTransferKb: number;
  jsGzipKb: number;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  failing: string[];
  /** Every run's performance score, in the order measured (the row itself is the median run). */
  performanceRuns?: (number | null)[];
}

async function measure(url: string, page: string, port: number): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(TARGETS),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const reportDir = process.env.PERF_REPORT_DIR;
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^\w-]+/g, '_');
    fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
  }
  const category = (id: Category) => {
    const score = lhr.categories[id]?.score;
    return typeof score === 'number' ? Math.round(score * 100) : null;
  };
  const requests =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  // The local server does not compress; the size a compressing CDN sends is measured here with gzip.
  let gzipBytes = 0;
  for (const script of scripts) gzipBytes += await gzipSize(script.url);
  const transferBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  // Audits that cost a point in the categories with a 100 target, so a regression says what to fix.
  const failing = (['accessibility', 'best-practices', 'seo'] as const).flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  return {
    page,
    problem: lhr.runtimeError?.message ?? null,
    status: (requests[0]?.statusCode as number | undefined) ?? null,
    scores: {
      performance: category('performance'),
      accessibility: category('accessibility'),
      'best-practices': category('best-practices'),
      seo: category('seo'),
    },
    scripts: scripts.length,
    jsTransferKb: transferBytes / 1024,
    jsGzipKb: gzipBytes / 1024,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
  };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

async function gzipSize(url: string): Promise<number> {
  try {
    const response = await fetch(url);
    return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  } catch {
    return 0;
  }
}

function report(rows: Row[]) {
  const mark = (ok: boolean) => (ok ? 'ok ' : 'MISS');
  console.log(
    `\nLighthouse (mobile, simulated throttling), the median of ${RUNS} run(s) per page. Targets: performance >= 95;`,
  );
  console.log(
    `accessibility, best practices, SEO 100; JavaScript as sent (compressed, with headers) <= ${STATIC_JS_BUDGET_KB} KB on`,
  );
  console.log('static pages, < 120 KB on / and the listing pages.\n');
  for (const row of rows) {
    console.log(`${row.page}${row.status && row.status !== 200 ? ` (HTTP ${row.status})` : ''}`);
    if (row.problem) {
      console.log(`  not measured: ${row.problem}`);
      continue;
    }
    for (const [id, target] of Object.entries(TARGETS) as [Category, number][]) {
      const score = row.scores[id];
      const runs =
        id === 'performance' && row.performanceRuns && row.performanceRuns.length > 1
          ? `; runs ${row.performanceRuns.map((value) => value ?? '-').join(', ')}`
          : '';
      console.log(
        `  ${mark(score !== null && score >= target)} ${id.padEnd(15)} ${String(score ?? '-').padStart(3)} (target ${target}${runs})`,
      );
    }
    // /hi/… and /te/… are the same page in another language (issue 26): the English page's budget.
    const budget = JS_BUDGET_KB[splitLocalePath(row.page).path] ?? STATIC_JS_BUDGET_KB;
    // The issue's figures (18 KB on a static page, 113 KB on /) are what the browser received: the
    // compressed files with their response headers, so the budget holds that; the gzip size is beside it.
    console.log(
      `  ${mark(row.jsTransferKb <= budget)} JavaScript      ${row.jsTransferKb.toFixed(1)} KB as sent in ${row.scripts} files ` +
        `(${row.jsGzipKb.toFixed(1)} KB gzip without headers; budget ${budget} KB)`,
    );
    const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);
    console.log(`       LCP ${ms(row.lcpMs)}, TBT ${ms(row.tbtMs)}, CLS ${row.cls?.toFixed(3) ?? '-'}`);
    for (const audit of row.failing) console.log(`       below 100: ${audit}`);
  }
  console.log('');
}

function chromePath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

await main();
process.exit(0);
