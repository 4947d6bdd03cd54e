/**
 * `npm run load`: builds, serves the site (node adapter, throwaway database) and drives the busiest
 * addresses with autocannon: the pages rendered on demand (docs/decisions/0013) and the public lists.
 * Prints requests per second and latency percentiles for each. It measures what one node process
 * does with no CDN in front, the worst case; it always exits 0 and is not a test.
 *
 * `npm run load -- --mix` runs the sale-day scenario instead (docs/decisions/0039-reliability-real-postgres-faults-fuzz-load.md):
 * 200 connections for 60 s of 80% page and list reads, 15% reveals and click-outs by signed-in
 * shoppers and 5% writes (reviews, newsletter, contact), then the listing API's throughput as a share
 * of a bare node:http server sending the same bytes. It prints errors, timeouts, statuses and p99.
 *
 * `--postgres` serves the mix from a throw-away PostgreSQL server (Debian's package, as `npm run test:pg`)
 * through the `pg` pool, production's driver, instead of the embedded database.
 *
 * `--hot` is one hot coupon (issue 25 item 5, decision 0078): 200 connections reveal the same coupon for
 * 60 s on a throw-away PostgreSQL server, every reveal by a new shopper so each one counts, while
 * pg_stat_activity is sampled for sessions waiting on a lock. `--counter row` runs the single-row
 * counter it replaced, `--counter both` the two one after the other (scripts/lib/load-hot.ts).
 *
 * Options: `npm run load -- --seconds 10 --connections 20 /top-coupons /api/AToZ/popular`;
 * `npm run load -- --mix [--postgres] [--seconds 60 --connections 200]`;
 * `npm run load -- --hot [--counter shards|row|both] [--seconds 60 --connections 200]`.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildAndServe } from './lib/built-server.ts';
import { listingRatio, prepareMix, runMix, type MixFixtures } from './lib/load-mix.ts';
import { runHotCoupon, type CounterMode } from './lib/load-hot.ts';
import { startPgServer, type PgServer } from './lib/pg-server.ts';

const DEFAULT_PATHS = [
  '/',
  '/top-coupons',
  '/categories',
  '/api/AToZ/popular',
  '/api/AdSlot/get-all-ad-slots',
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string' },
    connections: { type: 'string' },
    mix: { type: 'boolean', default: false },
    postgres: { type: 'boolean', default: false },
    hot: { type: 'boolean', default: false },
    counter: { type: 'string', default: 'shards' },
  },
});

async function mixed() {
  const seconds = Number(values.seconds ?? '60');
  const connections = Number(values.connections ?? '200');
  let fixtures: MixFixtures = { cookies: [], couponIds: [] };
  const pgServer: PgServer | undefined = values.postgres ? await startPgServer() : undefined;
  const databaseUrl = pgServer?.url();
  const server = await buildAndServe('load', {
    prepare: async (dataDir) => {
      // A shopper per connection: each reveal then does its full work, not the per-account budget's 429.
      fixtures = await prepareMix(dataDir, connections, databaseUrl);
    },
    env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
  });
  if (!server) {
    await pgServer?.remove();
    return;
  }
  try {
    const mix = await runMix(server.origin, fixtures, connections, seconds);
    const fivexx = Object.entries(mix.statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    const database = pgServer ? 'PostgreSQL through pg' : 'the embedded database';
    console.log(`\nload --mix: ${connections} connections for ${seconds} s, one node process, ${database}`);
    console.table([
      {
        requests: mix.requests,
        'req/s': mix.rps,
        'p50 ms': mix.p50,
        'p99 ms': mix.p99,
        errors: mix.errors,
        timeouts: mix.timeouts,
        '5xx': fivexx,
      },
    ]);
    console.log('statuses:', mix.statuses);
    console.log('per kind of request (read: pages and lists; counted: reveals and click-outs; write):');
    console.table(mix.kinds);
    const ratio = await listingRatio(server.origin, '/api/AToZ/popular', 50, 10);
    console.log(
      `listing API /api/AToZ/popular: ${ratio.appRps} req/s; bare node:http with the same ${ratio.bytes} bytes: ${ratio.bareRps} req/s; ratio ${ratio.ratio.toFixed(2)} (goal >= 0.5); listing errors/non-2xx ${ratio.appErrors}`,
    );
  } finally {
    await server.stop();
    await pgServer?.remove();
  }
}

async function hot() {
  const seconds = Number(values.seconds ?? '60');
  const connections = Number(values.connections ?? '200');
  const modes: CounterMode[] =
    values.counter === 'both' ? ['row', 'shards'] : [values.counter as CounterMode];
  const rows = [];
  for (const mode of modes) {
    const result = await runHotCoupon(connections, seconds, mode);
    rows.push({
      counter: result.mode,
      reveals: result.reveals,
      'per s': result.perSecond,
      'p50 ms': result.p50,
      'p95 ms': result.p95,
      'p99 ms': result.p99,
      'max ms': result.maxMs,
      errors: result.errors,
      'most waiting on a lock': result.maxLockWaiters,
      'samples with a wait %': result.samplesWithWaits,
      'count exact': result.exact,
      shards: result.shards,
    });
  }
  console.log(
    `\nload --hot: ${connections} connections revealing one coupon for ${seconds} s, PostgreSQL (a new shopper per reveal)`,
  );
  console.table(rows);
}

async function main() {
  if (values.hot) return hot();
  if (values.mix) return mixed();
  const server = await buildAndServe('load');
  if (!server) return;
  try {
    const rows = [];
    for (const path of positionals.length ? positionals : DEFAULT_PATHS) {
      const result = await autocannon({
        url: `${server.origin}${path}`,
        duration: Number(values.seconds ?? '10'),
        connections: Number(values.connections ?? '10'),
        // Phones ask for compressed pages; the server's brotli is part of the cost.
        headers: { 'accept-encoding': 'br, gzip' },
      });
      rows.push({
        path,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'non-2xx': result.non2xx,
        errors: result.errors,
      });
    }
    console.log(
      `\nload: ${values.connections ?? '10'} connections, ${values.seconds ?? '10'} s per address, one node process`,
    );
    console.table(rows);
  } finally {
    await server.stop();
  }
}

await main();
process.exit(0);
