import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createSession } from '../../functions/auth/sessions.ts';
import { openDatabase } from '../../functions/db/client.ts';
import { coupons } from '../../functions/db/schema/index.ts';
import { liveCoupon } from '../../functions/services/coupons/live-coupons.ts';
import { seedDemoDataIfEmpty } from '../../functions/seed/seed-demo-data.ts';
import { createAccount } from '../../functions/seed/factories/index.ts';
import { LocalBlobStore } from '../../functions/storage/local-blob-store.ts';
import { freePort } from './built-server.ts';

/** What the mixed scenario needs from the database: signed-in shoppers and live coupons. */
export interface MixFixtures {
  cookies: string[];
  couponIds: string[];
}

/**
 * Before the server starts (docs/decisions/0039-reliability-real-postgres-faults-fuzz-load.md): the demo content, then shoppers
 * with sessions made directly (a production start has no demo sign-ins, and every load request comes
 * from one address, whose sign-in budget a few hundred sign-ins would spend). In the embedded database
 * in `dataDir`, or in the Postgres database at `databaseUrl` when given.
 */
export async function prepareMix(
  dataDir: string,
  shoppers: number,
  databaseUrl?: string,
): Promise<MixFixtures> {
  const database = await openDatabase({ DATA_DIR: path.resolve(dataDir), DATABASE_URL: databaseUrl });
  try {
    await database.migrate();
    const blobs = new LocalBlobStore(path.join(dataDir, 'blobs'));
    await seedDemoDataIfEmpty({ db: database.db, blobs }, { signInAccounts: false });
    const cookies: string[] = [];
    for (let i = 0; i < shoppers; i++) {
      const account = await createAccount(database.db, { role: 'user', username: `load_shopper_${i}` });
      cookies.push(`session=${(await createSession(database.db, account.id)).token}`);
    }
    const live = await database.db.select({ id: coupons.id }).from(coupons).where(liveCoupon).limit(20);
    return { cookies, couponIds: live.map((row) => row.id) };
  } finally {
    await database.close();
  }
}

/** What a request of the mix is, for the per-kind figures: a page or list read, a reveal or click-out, a write. */
export type RequestKind = 'read' | 'counted' | 'write';

type Request = {
  method: 'GET' | 'POST';
  path: string;
  kind: RequestKind;
  headers?: Record<string, string>;
  body?: string;
};

/**
 * One round of 20 requests, in the shares: 16 page and list reads (80%), 3 reveals and
 * click-outs by signed-in shoppers (15%), 1 write (5%: a review, a newsletter sign-up or a contact
 * message, in turn). Each connection walks its own round, so the shares hold over the run.
 */
export function mixedRound(connection: number, fixtures: MixFixtures): Request[] {
  const cookie = fixtures.cookies[connection % fixtures.cookies.length] ?? '';
  const coupon = (k: number) =>
    fixtures.couponIds[(connection + k) % Math.max(1, fixtures.couponIds.length)] ?? '';
  const json = (extra: Record<string, string> = {}) => ({
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
    ...extra,
  });
  const reads: Request[] = [
    '/',
    '/top-coupons',
    '/categories',
    '/api/AToZ/popular',
    '/api/AToZ/newest',
    '/api/AdSlot/get-all-ad-slots',
    '/api/AToZ/BestOffers',
    '/api/AdminContent/get-hero-images',
    '/',
    '/api/AToZ/get-all-reviews',
    '/top-coupons',
    '/api/AToZ/available-categories',
    '/api/AToZ/popular',
    '/api/AToZ/get-merchant-ratings',
    '/categories',
    '/api/UserDetail1/getPublicStats',
  ].map((path) => ({ method: 'GET', path, kind: 'read', headers: { 'accept-encoding': 'br, gzip' } }));
  const counted: Request[] = [
    {
      method: 'POST',
      path: `/api/coupons/${coupon(0)}/reveal`,
      kind: 'counted',
      headers: json({ cookie }),
      body: '{}',
    },
    {
      method: 'POST',
      path: `/api/coupons/${coupon(1)}/click-out`,
      kind: 'counted',
      headers: json({ cookie }),
      body: '{}',
    },
    {
      method: 'POST',
      path: `/api/coupons/${coupon(2)}/reveal`,
      kind: 'counted',
      headers: json({ cookie }),
      body: '{}',
    },
  ];
  const writes: Request[] = [
    {
      method: 'POST',
      kind: 'write',
      path: '/api/AToZ/submit-rating',
      headers: json({ cookie }),
      body: JSON.stringify({ couponId: coupon(3), rating: 4, remarks: 'Worked at checkout, saved ₹200.' }),
    },
    {
      method: 'POST',
      kind: 'write',
      path: '/api/AToZ/NewsLetter-Post',
      headers: json(),
      body: JSON.stringify({ emailAddress: `load${connection}@example.com` }),
    },
    {
      method: 'POST',
      kind: 'write',
      path: '/api/Contact/Submit',
      headers: json(),
      body: JSON.stringify({
        name: 'Load Test',
        email: `load${connection}@example.com`,
        contactNumber: '9876543210',
        message: 'Checking the site holds a sale-day spike.',
      }),
    },
  ];
  const write = writes[connection % writes.length] as Request;
  return [
    ...reads.slice(0, 8),
    counted[0]!,
    ...reads.slice(8, 12),
    counted[1]!,
    write,
    ...reads.slice(12),
    counted[2]!,
  ];
}

export interface MixResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  /** Per kind of request: answers, the slowest answer, answers over 2 s, and timeouts. */
  kinds: Record<RequestKind, KindFigures>;
}

export interface KindFigures {
  answered: number;
  maxMs: number;
  over2s: number;
  timeouts: number;
}

/** The mixed scenario: `connections` connections for `seconds`, each walking its own round. */
export async function runMix(origin: string, fixtures: MixFixtures, connections: number, seconds: number) {
  const statuses: Record<string, number> = {};
  const figures = (): KindFigures => ({ answered: 0, maxMs: 0, over2s: 0, timeouts: 0 });
  const kinds: Record<RequestKind, KindFigures> = { read: figures(), counted: figures(), write: figures() };
  // The request a client is on: autocannon moves to the next one only when it sends it.
  type Walker = { requestIterator: { currentRequest: Request | undefined } };
  const kindOf = (client: unknown) => (client as Walker).requestIterator.currentRequest?.kind ?? 'read';
  let clients = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [{ method: 'GET', path: '/' }],
        setupClient: (client) => {
          const round = mixedRound(clients++, fixtures);
          (client as unknown as { setRequests: (requests: Request[]) => void }).setRequests(round);
          // 'timeout' is emitted by autocannon's client but missing from its types.
          (client as unknown as NodeJS.EventEmitter).on('timeout', () => kinds[kindOf(client)].timeouts++);
        },
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (client, statusCode, _bytes, ms) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      const kind = kinds[kindOf(client)];
      kind.answered++;
      kind.maxMs = Math.max(kind.maxMs, Math.round(ms));
      if (ms > 2000) kind.over2s++;
    });
  });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    kinds,
  } satisfies MixResult;
}

/**
 * The listing API against a bare node:http server sending the same bytes (status, headers that
 * matter, compressed body) on the same machine in the same run: the share of the machine's plain
 * HTTP throughput the app keeps on its busiest read.
 */
export async function listingRatio(origin: string, route: string, connections: number, seconds: number) {
  const sample = await rawGet(origin + route);
  const bytes = sample.body;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealsphere-bare-'));
  const file = path.join(dir, 'body');
  fs.writeFileSync(file, bytes);
  const port = await freePort();
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag']) {
    const value = sample.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const bare = spawn(
    process.execPath,
    [
      '-e',
      `const body = require('node:fs').readFileSync(${JSON.stringify(file)});
       const headers = ${JSON.stringify(headers)};
       require('node:http').createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
         .listen(${port}, 'localhost', () => console.log('ready'));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => bare.stdout?.once('data', resolve));
  try {
    const measure = async (url: string) =>
      autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'br' } });
    const app = await measure(origin + route);
    const plain = await measure(`http://localhost:${port}/`);
    return {
      bytes: bytes.byteLength,
      appRps: Math.round(app.requests.average),
      bareRps: Math.round(plain.requests.average),
      ratio: app.requests.average / Math.max(1, plain.requests.average),
      appErrors: app.errors + app.timeouts + app.non2xx,
    };
  } finally {
    bare.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The response's bytes as sent (still compressed): fetch would decompress them. */
function rawGet(url: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
