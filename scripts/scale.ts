/**
 * `npm run scale` (issue 25, decision 0077): the same speed with a million shoppers? For each size
 * asked, a throw-away PostgreSQL server (scripts/lib/pg-server.ts, as `npm run test:pg`) is migrated
 * with the app's own migrations and filled with issue 25's data set at that size
 * (scripts/lib/scale-data.ts: 1,000,000 accounts, 20,000 stores, 200,000 coupons of which 10% live,
 * 20,000,000 counted marks, 5,000,000 ledger entries, 2,000,000 clicks, 500,000 reviews at 100%), by
 * generate_series; then every hot path runs through the app's own HTTP handlers
 * (scripts/lib/scale-paths.ts) and every statement they sent is EXPLAINed for sequential scans of
 * big tables. Prints p50/p95/p99 per path and size, and the growth of p95 from the smallest size to
 * the largest. Not a test: exits 0 unless something fails (tests/integration/scale-plans.test.ts is
 * the test). Goals: p95 ≤ 50 ms for every request at the largest size, growth ≤ 2×.
 *
 * The server is sized as a production one on this machine (shared_buffers a quarter of the memory:
 * productionSizedSettings, decision 0106).
 *
 * Options: `npm run scale -- --size 1%,10%,100% --samples 100`. The default, 1%, builds in about
 * half a minute; 100% takes a quarter of an hour and some 10 GB of disk on this machine.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../functions/db/drivers/postgres.ts';
import { productionSizedSettings, startPgServer } from './lib/pg-server.ts';
import { countsFor, fillNational } from './lib/scale-data.ts';
import {
  findSeqScans,
  measurePaths,
  openScaleApp,
  prepareFixtures,
  type PathFigures,
} from './lib/scale-paths.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1%' },
    samples: { type: 'string', default: '100' },
    /** Keep the (last) server running after the measurements, for EXPLAIN by hand, until Ctrl-C. */
    keep: { type: 'boolean', default: false },
    /** Print the pages of each statement of the paths whose names contain one of these texts (commas). */
    statements: { type: 'string' },
  },
});
const sizes = values.size
  .split(',')
  .map((size) => size.trim())
  .filter(Boolean)
  .map((size) => {
    const percent = Number(size.replace(/%$/, ''));
    if (!(percent > 0 && percent <= 100))
      throw new Error(`--size: ${size} is not a percentage from 0 to 100`);
    return percent;
  })
  .sort((a, b) => a - b);
const SAMPLES = Math.max(5, Number(values.samples));
const GOAL_P95_MS = 50;
const GOAL_GROWTH = 2;
/** A sequential scan of a table with this many rows or more is reported. */
const BIG_TABLE_ROWS = 10_000;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const say = (line: string) => console.log(`scale: ${line}`);

const results = new Map<number, PathFigures[]>();
let code = 0;
/** With --keep, the last size's server, left running after the tables are printed. */
let kept: Awaited<ReturnType<typeof startPgServer>> | undefined;
const started = Date.now();
for (const percent of sizes) {
  const server = await startPgServer({ settings: productionSizedSettings() });
  const stop = () => void server.remove().finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    // Buffers a production server would have (the default 128 MB is a laptop's): set, then restart.
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query(`alter system set shared_buffers = '2GB'`);
    await admin.query(`alter system set effective_cache_size = '8GB'`);
    await admin.query(`alter system set max_wal_size = '8GB'`);
    await admin.query(`alter system set checkpoint_timeout = '30min'`);
    await admin.query(`alter system set random_page_cost = 1.1`);
    await admin.end();
    await server.stop();
    await server.start();
    const setup = new pg.Client({ connectionString: server.url() });
    await setup.connect();
    await setup.query('create database scale');
    await setup.end();
    const migrated = await openPostgres(server.url('scale'), {
      connectionTimeoutMillis: 3_000,
      query_timeout: 0,
    });
    await migrated.migrate();
    await migrated.close();

    const counts = countsFor(percent / 100);
    say(
      `${percent}%: building ${counts.accounts.toLocaleString('en-IN')} accounts, ${counts.stores.toLocaleString('en-IN')} stores, ` +
        `${counts.coupons.toLocaleString('en-IN')} coupons, ${counts.countedMarks.toLocaleString('en-IN')} counted marks, ` +
        `${counts.ledgerEntries.toLocaleString('en-IN')} ledger entries, ${counts.clicks.toLocaleString('en-IN')} clicks, ` +
        `${counts.reviews.toLocaleString('en-IN')} reviews… (load average ${load()})`,
    );
    const fillStarted = Date.now();
    const filler = new pg.Client({ connectionString: server.url('scale') });
    filler.on('error', () => {});
    await filler.connect();
    await fillNational(filler, percent / 100, say);
    const { rows } = await filler.query<{ name: string; rows: string; size: string }>(
      `select c.relname as name, c.reltuples::bigint as rows, pg_size_pretty(pg_total_relation_size(c.oid)) as size
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.reltuples >= 1000 order by c.reltuples desc`,
    );
    const database = await filler.query<{ size: string }>(
      `select pg_size_pretty(pg_database_size('scale')) as size`,
    );
    await filler.end();
    say(
      `${percent}%: built in ${((Date.now() - fillStarted) / 1000).toFixed(0)} s, database ${database.rows[0]!.size}:`,
    );
    for (const row of rows)
      say(
        `  ${row.name.padEnd(22)} ${Number(row.rows).toLocaleString('en-IN').padStart(12)} rows  ${row.size}`,
      );

    const scale = await openScaleApp(server.url('scale'));
    try {
      const fixtures = await prepareFixtures(scale.db, server.url('scale'));
      const before = load();
      const figures = await measurePaths(scale, fixtures, { samples: SAMPLES });
      results.set(percent, figures);
      say(`${percent}%: measured (load average ${before} before, ${load()} after)`);
      for (const job of figures.filter((f) => f.kind === 'job')) say(`  ${job.name}: ${job.note ?? ''}`);
      const { scans, unexplained, pages, perStatement } = await findSeqScans(
        server.url('scale'),
        scale.statements(),
        BIG_TABLE_ROWS,
        true,
      );
      for (const figure of figures) figure.pages = pages.get(figure.name);
      say(
        `${percent}%: ${scale.statements().length} distinct statements EXPLAINed; sequential scans of tables ` +
          `of ${BIG_TABLE_ROWS.toLocaleString('en-IN')}+ rows: ${scans.length}`,
      );
      for (const scan of scans)
        say(
          `  SEQ SCAN ${scan.table} (${scan.rows.toLocaleString('en-IN')} rows) in ${scan.path}: ${scan.statement.slice(0, 300)}`,
        );
      const wanted = (values.statements ?? '').toLowerCase().split(',').filter(Boolean);
      for (const item of perStatement.filter((row) => wanted.some((w) => row.path.toLowerCase().includes(w))))
        say(`  ${item.path}: ${item.pages} pages: ${item.statement.replace(/\s+/g, ' ').slice(0, 160)}`);
      for (const item of unexplained) say(`  not explained (${item.path}): ${item.error.slice(0, 200)}`);
    } finally {
      await scale.close();
    }
    if (values.keep && percent === sizes.at(-1)) kept = server;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
    console.error(`scale: ${error instanceof Error ? error.message : String(error)}${cause}`);
    code = 1;
  } finally {
    if (kept !== server) {
      process.removeListener('SIGINT', stop);
      process.removeListener('SIGTERM', stop);
      await server.remove();
    }
  }
  if (code) break;
}

if (results.size) {
  const measured = [...results.keys()];
  const rows = (index: number) => measured.map((p) => results.get(p)![index]!);
  const header = (title: string) =>
    console.log(
      `${title.padEnd(38)}${measured.map((p) => `${p}%`.padStart(26)).join('')}${measured.length > 1 ? '  growth' : ''}  goal`,
    );
  console.log(`\nscale: p50 / p95 / p99 in ms (jobs: one run), ${SAMPLES} samples per request path`);
  header('path');
  for (const [index, first] of results.get(measured[0]!)!.entries()) {
    const row = rows(index);
    const top = row.at(-1)!;
    const growth = top.p95 / Math.max(first.p95, 0.1);
    const goals =
      first.kind === 'job'
        ? 'job'
        : [
            top.p95 <= GOAL_P95_MS ? 'p95 ok' : `p95 > ${GOAL_P95_MS} ms`,
            measured.length > 1 ? (growth <= GOAL_GROWTH ? 'growth ok' : `growth > ${GOAL_GROWTH}×`) : '',
          ]
            .filter(Boolean)
            .join(', ');
    const cells = row.map((f) =>
      `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)} / ${f.p99.toFixed(1)}`.padStart(26),
    );
    const grown = measured.length > 1 ? `${growth.toFixed(2)}×`.padStart(8) : '';
    console.log(`${first.name.padEnd(38)}${cells.join('')}${grown}  ${goals}`);
  }
  console.log(
    `\nscale: pages (8 kB buffers) one request's statements touch: the work, whatever the machine's load`,
  );
  header('path');
  for (const [index, first] of results.get(measured[0]!)!.entries()) {
    if (first.kind === 'job') continue;
    const row = rows(index);
    const growth = (row.at(-1)!.pages ?? 0) / Math.max(first.pages ?? 0, 1);
    const cells = row.map((f) => String(f.pages ?? '?').padStart(26));
    const grown = measured.length > 1 ? `${growth.toFixed(2)}×`.padStart(8) : '';
    const goal =
      measured.length > 1 ? (growth <= GOAL_GROWTH ? 'growth ok' : `growth > ${GOAL_GROWTH}×`) : '';
    console.log(`${first.name.padEnd(38)}${cells.join('')}${grown}  ${goal}`);
  }
}
say(`done in ${Math.round((Date.now() - started) / 1000)} s`);
if (kept && !code) {
  // The tables are printed first: Ctrl-C (which removes the server) used to be the only way out.
  say(`kept: psql ${kept.url('scale')} (Ctrl-C ends it)`);
  await new Promise(() => {});
}
await kept?.remove();
process.exit(code);
