/**
 * `npm run load`: builds, serves the site (node adapter, throwaway database) and drives the busiest
 * addresses with autocannon: the pages rendered on demand (docs/decisions/0013) and the public lists.
 * Prints requests per second and latency percentiles for each. It measures what one node process
 * does with no CDN in front, the worst case; it always exits 0 and is not a test.
 *
 * Options: `npm run load -- --seconds 10 --connections 20 /top-coupons /api/AToZ/popular`.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildAndServe } from './lib/built-server.ts';

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
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});

async function main() {
  const server = await buildAndServe('load');
  if (!server) return;
  try {
    const rows = [];
    for (const path of positionals.length ? positionals : DEFAULT_PATHS) {
      const result = await autocannon({
        url: `${server.origin}${path}`,
        duration: Number(values.seconds),
        connections: Number(values.connections),
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
      `\nload: ${values.connections} connections, ${values.seconds} s per address, one node process`,
    );
    console.table(rows);
  } finally {
    await server.stop();
  }
}

await main();
process.exit(0);
