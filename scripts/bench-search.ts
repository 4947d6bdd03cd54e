/**
 * `npm run bench:search`: how fast one search is on a big catalogue (issue 21 item 8, decision 0058).
 * Starts a throw-away PostgreSQL server (Debian's package, as `npm run test:pg`), migrates it, fills it
 * with 20,000 stores (half with a storefront) and 100,000 coupons in English, Hindi and Telugu
 * (INSERT … SELECT generate_series), then runs a few hundred varied queries (store names, typos,
 * Hindi and Telugu words, categories, two letters, nonsense) through the site's own search() and
 * prints p50, p95 and max, and the plans of the three statements of one query. Not a test: it always
 * exits 0 unless something fails; the target is p95 ≤ 30 ms.
 *
 * Options: `npm run bench:search -- --coupons 100000 --stores 20000 --runs 3` (every run of the queries
 * prints its own figures with the machine's load average before and after it).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../functions/db/drivers/postgres.ts';
import { searchQuerySchema } from '../functions/contract/search-schemas.ts';
import { search, searchSql, searchTerms } from '../functions/services/search/search.ts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { startPgServer } from './lib/pg-server.ts';

const { values } = parseArgs({
  options: {
    coupons: { type: 'string', default: '100000' },
    stores: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '1' },
  },
});
const COUPONS = Number(values.coupons);
const STORES = Number(values.stores);
const RUNS = Math.max(1, Number(values.runs));

const PLACES = [
  'Charminar',
  'Deccan',
  'Golconda',
  'Kaveri',
  'Ganga',
  'Lotus',
  'Royal',
  'Shree',
  'Sai',
  'Balaji',
  'Laxmi',
  'Annapurna',
  'Mysore',
  'Malabar',
  'Konark',
  'Ajanta',
  'Kohinoor',
  'Paradise',
  'Bawarchi',
  'Sagar',
  'Krishna',
  'Ganesh',
  'Tirupati',
  'Nilgiri',
  'Himalaya',
  'Saffron',
  'Tulsi',
  'Surya',
  'Chandra',
  'Vijaya',
  'Amrut',
  'Apna',
  'Desi',
  'Urban',
  'Metro',
  'City',
  'Nova',
  'Prime',
  'Star',
  'Bharat',
];
const KINDS = [
  'Biryani',
  'Threads',
  'Digital',
  'Silks',
  'Sweets',
  'Mobiles',
  'Pharmacy',
  'Electronics',
  'Fashions',
  'Kitchen',
  'Travels',
  'Opticals',
  'Footwear',
  'Bakery',
  'Grocers',
  'Books',
  'Toys',
  'Salon',
  'Fitness',
  'Jewellers',
  'Furniture',
  'Motors',
  'Tech',
  'Foods',
  'Mart',
];
const TOWNS = [
  'Hyderabad',
  'Secunderabad',
  'Kukatpally',
  'Madhapur',
  'Ameerpet',
  'Vijayawada',
  'Guntur',
  'Warangal',
  'Delhi',
  'Mumbai',
  'Pune',
  'Chennai',
  'Bengaluru',
  'Kolkata',
  'Jaipur',
  'Lucknow',
  'Patna',
  'Indore',
  'Nagpur',
  'Kochi',
];
const HINDI_BRANDS = ['श्री गणेश', 'गंगा', 'लक्ष्मी', 'अन्नपूर्णा', 'सागर', 'कृष्णा', 'भारत', 'तुलसी'];
const TELUGU_BRANDS = ['శ్రీ సాయి', 'గోల్కొండ', 'చార్మినార్', 'లక్ష్మి', 'తిరుపతి', 'కృష్ణ', 'విజయ', 'సూర్య'];
const PRODUCTS = [
  'biryani',
  'pizza',
  'sarees',
  'kurtas',
  'smartphones',
  'laptops',
  'earbuds',
  'shoes',
  'sneakers',
  'medicines',
  'groceries',
  'sweets',
  'cakes',
  'flights',
  'hotels',
  'bus tickets',
  'haircuts',
  'spa',
  'gym membership',
  'books',
  'toys',
  'furniture',
  'mattresses',
  'watches',
  'jewellery',
  'spectacles',
  'televisions',
  'refrigerators',
  'mobile recharge',
  'insurance',
];
const CATEGORIES = [
  'Food',
  'Fashion',
  'Electronics',
  'Health',
  'Groceries',
  'Travel',
  'Beauty',
  'Fitness',
  'Books',
  'Home',
  'Jewellery',
  'Recharge',
];
/** Each product's category (by index). */
const PRODUCT_CATEGORY = [
  0, 0, 1, 1, 2, 2, 2, 1, 1, 3, 4, 0, 0, 5, 5, 5, 6, 6, 7, 8, 9, 9, 9, 10, 10, 3, 2, 2, 11, 3,
];
const HINDI_PRODUCTS = [
  'बिरयानी',
  'पिज़्ज़ा',
  'साड़ी',
  'मोबाइल',
  'जूते',
  'दवाइयों',
  'मिठाई',
  'कपड़ों',
  'किताबें',
  'रिचार्ज',
];
const TELUGU_PRODUCTS = [
  'బిర్యానీ',
  'పిజ్జా',
  'చీరలు',
  'మొబైల్',
  'చెప్పులు',
  'మందులు',
  'స్వీట్లు',
  'బట్టలు',
  'పుస్తకాలు',
  'రీఛార్జ్',
];

/** A text array literal (the words are ours, quoted all the same). */
const arrayOf = (items: string[]) =>
  `array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]`;
const array = (items: string[]) => sql.raw(arrayOf(items));
/** items[index % length] in SQL. */
const pick = (items: string[], index: string) =>
  sql.raw(`(${arrayOf(items)})[1 + (${index}) % ${items.length}]`);

/** One wrong, missing or doubled letter. */
function typo(word: string, n: number): string {
  const at = 1 + (n % Math.max(1, word.length - 2));
  switch (n % 3) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + (word[at] === 'a' ? 'e' : 'a') + word.slice(at + 1);
  }
}

function queries(): string[] {
  const list: string[] = [];
  PLACES.forEach((place, n) => {
    list.push(
      place,
      place.toLowerCase(),
      typo(place.toLowerCase(), n),
      `${place} ${KINDS[n % KINDS.length]}`,
    );
  });
  KINDS.forEach((kind, n) => list.push(kind.toLowerCase(), typo(kind.toLowerCase(), n)));
  PRODUCTS.forEach((product, n) => list.push(product, typo(product, n + 1)));
  TOWNS.forEach((town) => list.push(town.toLowerCase()));
  list.push(...HINDI_PRODUCTS, ...TELUGU_PRODUCTS, ...HINDI_BRANDS, ...TELUGU_BRANDS, 'छूट', 'తగ్గింపు');
  CATEGORIES.forEach((category) => list.push(category.toLowerCase(), category.slice(0, 4)));
  list.push(
    'bi',
    'pi',
    'sa',
    'ch',
    'de',
    'mo',
    'xqzt',
    'zzzzzz',
    'flat 20% off',
    'charminr',
    'charminar biryani kukatpally',
  );
  return list;
}

const started = Date.now();
const server = await startPgServer();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.remove().finally(() => process.exit(130));
  });
}
let code = 0;
try {
  const admin = new pg.Client({ connectionString: server.url() });
  await admin.connect();
  await admin.query('create database bench');
  await admin.end();
  // Filling takes longer than a request may: no query limit here.
  const database = await openPostgres(server.url('bench'), {
    connectionTimeoutMillis: 3_000,
    query_timeout: 0,
  });
  await database.migrate();
  const db = database.db;
  console.log(`bench:search: filling ${STORES} stores and ${COUPONS} coupons…`);
  const fill = Date.now();
  const place = `i - 1`;
  const kind = `(i - 1) / ${PLACES.length}`;
  const town = `(i - 1) / ${PLACES.length * KINDS.length}`;
  await db.execute(sql`
    insert into accounts (role, username, display_name, email, referral_code)
    select 'merchant', 'bench_' || i, 'Bench merchant ' || i, 'bench' || i || '@example.com', 'BENCH' || i
      from generate_series(1, ${sql.raw(String(STORES))}) i`);
  await db.execute(sql`
    insert into merchants (account_id, merchant_name, brand_name, category, email, mobile, store_slug)
    select a.id, 'Bench Retail ' || i || ' Pvt. Ltd.',
           case when i % 10 = 3 then ${pick(HINDI_BRANDS, 'i / 10')} || ' ' || ${pick(HINDI_PRODUCTS, 'i / 80')}
                when i % 10 = 7 then ${pick(TELUGU_BRANDS, 'i / 10')} || ' ' || ${pick(TELUGU_PRODUCTS, 'i / 80')}
                else ${pick(PLACES, place)} || ' ' || ${pick(KINDS, kind)} || ' ' || ${pick(TOWNS, town)} end,
           ${pick(CATEGORIES, 'i')}, 'bench' || i || '@example.com', '9876543210', 'bench-store-' || i
      from generate_series(1, ${sql.raw(String(STORES))}) i join accounts a on a.username = 'bench_' || i`);
  // Half the merchants have a storefront; one in a hundred of those an administrator hid.
  await db.execute(sql`
    insert into stores (merchant_id, store_name, hidden_at)
    select m.id, coalesce(m.brand_name, m.merchant_name) || ' Store', case when random() < 0.01 then now() end
      from merchants m where m.store_slug like 'bench-store-%' and substring(m.store_slug from 13)::int % 2 = 0`);
  // 85% live, 5% pending, 10% expired; 70% English, 15% Hindi, 15% Telugu.
  await db.execute(sql`
    insert into coupons (merchant_id, coupon_name, coupon_code, title, description, category, language,
                         terms_and_conditions, percentage, merchant_url, status, requested_slot_id,
                         issue_date, expiry_date, expires_at, approved_at)
    select m.id, 'BENCH' || c.i, 'CODE' || c.i,
           case c.lang
             when 'hi' then ${pick(HINDI_PRODUCTS, 'c.i / 20')} || ' पर ' || c.pct || '% की छूट'
             when 'te' then ${pick(TELUGU_PRODUCTS, 'c.i / 20')} || 'పై ' || c.pct || '% తగ్గింపు'
             else 'Flat ' || c.pct || '% off on ' || ${pick(PRODUCTS, 'c.i / 20')} end,
           'Save on ' || ${pick(PRODUCTS, 'c.i / 20')} || ' at ' || coalesce(m.brand_name, 'our store') || '. ' ||
             'Valid on orders above ₹' || (199 + c.i % 800) || ' in ' || ${pick(TOWNS, 'c.i / 7')} || '.',
           (${array(CATEGORIES)})[1 + (${array(PRODUCT_CATEGORY.map(String))})[1 + (c.i / 20) % ${sql.raw(String(PRODUCTS.length))}]::int],
           c.lang::offer_language, 'One use per account.', c.pct, 'https://shop.example.in',
           case when c.i % 20 = 0 then 'pending' else 'approved' end::coupon_status, 1,
           current_date - 30, c.expiry, c.expiry + interval '1 day', now()
      from (select i, 5 + i % 60 as pct,
                   case when i % 20 in (1, 2, 3) then 'hi' when i % 20 in (4, 5, 6) then 'te' else 'en' end as lang,
                   case when i % 10 = 9 then current_date - 1 - i % 20 else current_date + 1 + i % 90 end as expiry
              from generate_series(1, ${sql.raw(String(COUPONS))}) i) c
      join merchants m on m.store_slug = 'bench-store-' || (1 + abs(hashint4(c.i)) % ${sql.raw(String(STORES))})`);
  // As autovacuum leaves the tables a minute after a bulk load: statistics, and a visibility map (the
  // stores insert rewrote every merchant with a storefront, through the search_name trigger).
  await db.execute(sql`vacuum analyze`);
  console.log(`bench:search: filled in ${((Date.now() - fill) / 1000).toFixed(1)} s`);

  const list = queries();
  for (const q of list.slice(0, 20)) await search(db, searchQuerySchema.parse({ q }), 500);
  // The machine's load average goes with every figure: on a shared machine it explains most of them.
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  for (let run = 1; run <= RUNS; run++) {
    const loadBefore = load();
    const times: number[] = [];
    const slowest: { q: string; ms: number }[] = [];
    for (const q of list) {
      const at = performance.now();
      const results = await search(db, searchQuerySchema.parse({ q }), 500);
      const ms = performance.now() - at;
      times.push(ms);
      slowest.push({ q: `${q} (${results.stores.length} stores, ${results.coupons.length} coupons)`, ms });
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
    const p95 = at(95);
    console.log(
      `bench:search: run ${run}/${RUNS}, ${times.length} queries on ${STORES} stores and ${COUPONS} coupons: ` +
        `p50 ${at(50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms ` +
        `(target p95 ≤ 30 ms: ${p95 <= 30 ? 'met' : 'NOT met'}); load average ${loadBefore} before, ${load()} after`,
    );
    console.log('bench:search: slowest:');
    for (const { q, ms } of slowest.sort((a, b) => b.ms - a.ms).slice(0, 5))
      console.log(`  ${ms.toFixed(1)} ms  ${q}`);
  }

  const explainer = new pg.Client({ connectionString: server.url('bench') });
  await explainer.connect();
  const dialect = new PgDialect();
  const shown: [string, boolean][] = [
    ['charminar', false],
    ['electronics', false],
    ['charminr', true],
  ];
  for (const [q, fuzzy] of shown) {
    const statements = searchSql(searchTerms(q, fuzzy), searchQuerySchema.parse({ q }), 500);
    for (const [name, statement] of Object.entries(statements)) {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      const plan = await explainer.query(`explain (analyze, costs off) ${text}`, params);
      const pass = fuzzy ? 'second (similar words) pass' : 'first pass';
      console.log(`\nbench:search: plan of the ${name} statement for "${q}", ${pass}:`);
      for (const row of plan.rows as { 'QUERY PLAN': string }[]) console.log(`  ${row['QUERY PLAN']}`);
    }
  }
  await explainer.end();
  await database.close();
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
  console.error(`bench:search: ${error instanceof Error ? error.message : String(error)}${cause}`);
  code = 1;
} finally {
  await server.remove();
  console.log(`bench:search: done in ${Math.round((Date.now() - started) / 1000)} s`);
}
process.exit(code);
