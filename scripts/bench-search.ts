/**
 * `npm run bench:search`: how fast one search is on a big catalogue (issue 21 item 8, decision 0058).
 * Starts a throw-away PostgreSQL server (Debian's package, as `npm run test:pg`), migrates it, fills it
 * with 20,000 stores (half with a storefront) and 100,000 coupons in English, Hindi and Telugu
 * (INSERT … SELECT generate_series, scripts/lib/catalogue-fill.ts), then runs a few hundred varied queries (store names, typos,
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
import {
  candidatesStatement,
  search,
  searchSql,
  searchTerms,
  type Candidate,
} from '../functions/services/search/search.ts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { fillCatalogue, searchQueries } from './lib/catalogue-fill.ts';
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
  await fillCatalogue(db, { stores: STORES, coupons: COUPONS });
  // As autovacuum leaves the tables a minute after a bulk load: statistics, and a visibility map (the
  // stores insert rewrote every merchant with a storefront, through the search_name trigger).
  await db.execute(sql`vacuum analyze`);
  console.log(`bench:search: filled in ${((Date.now() - fill) / 1000).toFixed(1)} s`);

  const list = searchQueries();
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
    const terms = searchTerms(q, fuzzy);
    const candidates = dialect.sqlToQuery(candidatesStatement(terms));
    const found = await explainer.query<Candidate>(candidates.sql, candidates.params);
    const statements = {
      candidates: candidatesStatement(terms),
      ...searchSql(found.rows, terms, searchQuerySchema.parse({ q }), 500),
    };
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
