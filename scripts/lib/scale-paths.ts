/**
 * Issue 25's hot paths, measured through the app's own HTTP handlers (createApp, `app.request`: the
 * session, guards, validation, services and queries, all but the network), and the statements they
 * send, captured for EXPLAIN. Used by `npm run scale` and tests/integration/scale-plans.test.ts.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createApp, type App } from '../../functions/app.ts';
import { createSession } from '../../functions/auth/sessions.ts';
import { parseConfig } from '../../functions/config.ts';
import type { Database } from '../../functions/db/database.ts';
import { keepAliveOnLostConnections, POOL_LIMITS } from '../../functions/db/drivers/postgres.ts';
import * as schema from '../../functions/db/schema/index.ts';
import { createLogger } from '../../functions/http/logger.ts';
import { createMailer } from '../../functions/services/email/create-mailer.ts';
import { withTestPaymentsSecret } from '../../functions/services/payments/test-payments-secret.ts';
import { LocalBlobStore } from '../../functions/storage/local-blob-store.ts';
import { searchQueries } from './catalogue-fill.ts';

const CRON_SECRET = 'scale-cron-secret-0123456789';
const ORIGIN = 'http://localhost';

/** The statements the app sent while a path ran, the first time each path sent each text. */
export interface CapturedStatement {
  path: string;
  text: string;
  params: unknown[];
}

/** The app on `url` with a pool as production's (10 connections, the same limits) and a statement log. */
export async function openScaleApp(url: string) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dealsphere-scale-'));
  const pool = new pg.Pool({ connectionString: url, max: 10, ...POOL_LIMITS });
  keepAliveOnLostConnections(pool);
  const captured = new Map<string, CapturedStatement>();
  let current = '';
  const db = drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: {
      logQuery(text: string, params: unknown[]) {
        const key = `${current}\n${text}`;
        if (current && !captured.has(key)) captured.set(key, { path: current, text, params });
      },
    },
  }) as unknown as Database;
  // The store directory reused for 30 s per process, as production does (decision 0103).
  const config = await withTestPaymentsSecret(
    parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      CRON_SECRET,
      STORE_DIRECTORY_MEMO_SECONDS: process.env.STORE_DIRECTORY_MEMO_SECONDS ?? '30',
    }),
  );
  const app = createApp({
    db,
    blobs: new LocalBlobStore(path.join(dataDir, 'blobs')),
    config,
    log: createLogger(config.LOG_LEVEL),
    mailer: createMailer(config),
  });
  return {
    app,
    db,
    /** Statements sent from now on are recorded under `name` (empty: not recorded). */
    capture(name: string) {
      current = name;
    },
    statements: () => [...captured.values()],
    async close() {
      await pool.end();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type ScaleApp = Awaited<ReturnType<typeof openScaleApp>>;

/** Signed-in shoppers, merchants and an administrator, and the ids and slugs the paths ask for. */
export interface Fixtures {
  shoppers: { id: string; cookie: string }[];
  /** Shoppers kept for payout requests: each can ask once (one open payout per account). */
  payers: { id: string; cookie: string }[];
  merchants: string[];
  admin: string;
  liveCoupons: string[];
  hotCoupon: string;
  slugs: string[];
  queries: string[];
}

export async function prepareFixtures(db: Database, url: string): Promise<Fixtures> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const ids = async (text: string) => (await client.query<{ id: string }>(text)).rows.map((row) => row.id);
  try {
    const earners = await ids(`select id from accounts where username like 'shopper\\_%'
        and substring(username from 9)::int % 5 = 1 order by substring(username from 9)::int limit 400`);
    const merchantAccounts = await ids(`select account_id as id from merchants m
        where exists (select 1 from coupons c where c.merchant_id = m.id) order by store_slug limit 40`);
    const [admin] = await ids(`select id from accounts where role = 'admin' limit 1`);
    const liveCoupons = await ids(`select id from coupons where status = 'approved' and expires_at > now()
        order by created_at, id limit 400`);
    const slugs = (
      await client.query<{ slug: string }>(`select store_slug as slug from merchants m
        where exists (select 1 from coupons c where c.merchant_id = m.id and c.status = 'approved' and c.expires_at > now())
        order by store_slug limit 60`)
    ).rows.map((row) => row.slug);
    const cookieOf = async (id: string) => `session=${(await createSession(db, id)).token}`;
    const signIn = async (list: string[]) =>
      Promise.all(list.map(async (id) => ({ id, cookie: await cookieOf(id) })));
    return {
      shoppers: await signIn(earners.slice(0, 300)),
      payers: await signIn(earners.slice(300)),
      merchants: await Promise.all(merchantAccounts.map(cookieOf)),
      admin: await cookieOf(admin!),
      liveCoupons: liveCoupons.slice(1),
      hotCoupon: liveCoupons[0]!,
      slugs,
      queries: searchQueries(),
    };
  } finally {
    await client.end();
  }
}

type Kind = 'read' | 'write' | 'job';

export interface HotPath {
  name: string;
  kind: Kind;
  /** The request of sample `i`. */
  request(fx: Fixtures, i: number): { url: string; init?: RequestInit };
}

const at = <T>(list: T[], i: number) => list[i % list.length]!;
const get = (url: string, cookie?: string): { url: string; init: RequestInit } => ({
  url,
  init: { headers: cookie ? { Cookie: cookie } : {} },
});
const post = (url: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) => ({
  url,
  init: {
    method: 'POST',
    headers: {
      Cookie: cookie,
      'Sec-Fetch-Site': 'same-origin',
      Origin: ORIGIN,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  },
});
const cron = (name: string) => ({
  url: `/api/cron/${name}`,
  init: { headers: { Authorization: `Bearer ${CRON_SECRET}` } },
});

/** Issue 25 item 2's list. Jobs run once each, before the requests (as the day's first cron run would). */
export const HOT_PATHS: HotPath[] = [
  { name: 'job: clean-up (prune-expired)', kind: 'job', request: () => cron('prune-expired') },
  { name: 'job: confirmation (confirm-cashback)', kind: 'job', request: () => cron('confirm-cashback') },
  { name: 'job: reminders (saved-reminders)', kind: 'job', request: () => cron('saved-reminders') },
  { name: 'job: follow digest (follow-digest)', kind: 'job', request: () => cron('follow-digest') },
  { name: 'popular coupons', kind: 'read', request: () => get('/api/AToZ/popular') },
  { name: 'newest coupons', kind: 'read', request: () => get('/api/AToZ/newest') },
  { name: 'best offers', kind: 'read', request: () => get('/api/AToZ/BestOffers') },
  { name: 'ad slots', kind: 'read', request: () => get('/api/AdSlot/get-all-ad-slots') },
  { name: 'category counts', kind: 'read', request: () => get('/api/AToZ/category-counts') },
  { name: 'reviews list', kind: 'read', request: () => get('/api/AToZ/get-all-reviews?limit=20') },
  {
    name: 'search',
    kind: 'read',
    request: (fx, i) => get(`/api/search?q=${encodeURIComponent(at(fx.queries, i * 7))}`),
  },
  { name: 'store directory', kind: 'read', request: () => get('/api/stores') },
  { name: 'store page', kind: 'read', request: (fx, i) => get(`/api/stores/${at(fx.slugs, i)}`) },
  {
    name: 'My Earnings + balance',
    kind: 'read',
    request: (fx, i) => {
      const shopper = at(fx.shoppers, i);
      return get(`/api/AToZ/my-earnings/${shopper.id}`, shopper.cookie);
    },
  },
  { name: 'my payouts', kind: 'read', request: (fx, i) => get('/api/payouts', at(fx.shoppers, i).cookie) },
  {
    name: 'my codes',
    kind: 'read',
    request: (fx, i) => get('/api/account/my-codes', at(fx.shoppers, i).cookie),
  },
  {
    name: 'merchant figures',
    kind: 'read',
    request: (fx, i) => get('/api/merchant/overview', at(fx.merchants, i)),
  },
  {
    name: 'merchant sales',
    kind: 'read',
    request: (fx, i) => get('/api/merchant/sales', at(fx.merchants, i)),
  },
  {
    name: 'merchant coupons',
    kind: 'read',
    request: (fx, i) => get('/api/merchant/coupons', at(fx.merchants, i)),
  },
  {
    name: 'admin pending coupons',
    kind: 'read',
    request: (fx) => get('/api/Admin/PendingCoupons', fx.admin),
  },
  {
    name: 'admin payouts (held)',
    kind: 'read',
    request: (fx) => get('/api/admin/payouts?status=held', fx.admin),
  },
  { name: 'admin overview', kind: 'read', request: (fx) => get('/api/admin/overview', fx.admin) },
  {
    // Every sample a new (shopper, coupon) pair, so each one counts a mark and bumps the counter.
    name: 'reveal',
    kind: 'write',
    request: (fx, i) => post(`/api/coupons/${at(fx.liveCoupons, i)}/reveal`, at(fx.shoppers, i).cookie),
  },
  {
    name: 'reveal (hot coupon)',
    kind: 'write',
    request: (fx, i) => post(`/api/coupons/${fx.hotCoupon}/reveal`, at(fx.shoppers, i + 150).cookie),
  },
  {
    name: 'click-out',
    kind: 'write',
    request: (fx, i) =>
      post(`/api/coupons/${at(fx.liveCoupons, i + 200)}/click-out`, at(fx.shoppers, i).cookie),
  },
  {
    name: 'tracked click-out (store)',
    kind: 'write',
    request: (fx, i) => post(`/api/stores/${at(fx.slugs, i)}/click-out`, at(fx.shoppers, i).cookie),
  },
  {
    name: 'payout request',
    kind: 'write',
    request: (fx, i) =>
      post(
        '/api/payouts',
        at(fx.payers, i).cookie,
        { amountRupees: 50 },
        { 'Idempotency-Key': randomUUID() },
      ),
  },
];

export interface PathFigures {
  name: string;
  kind: Kind;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  /** What a job's answer said it did (its JSON). */
  note?: string;
  /** Shared buffers its statements touched (findSeqScans with measureWork). */
  pages?: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/**
 * Runs each path: `warmup` unmeasured samples then `samples` measured ones, one at a time (a job
 * once). A path whose answer is not 2xx throws, naming it.
 */
export async function measurePaths(
  scale: ScaleApp,
  fx: Fixtures,
  { samples, warmup = 3, paths = HOT_PATHS }: { samples: number; warmup?: number; paths?: HotPath[] },
): Promise<PathFigures[]> {
  const figures: PathFigures[] = [];
  for (const hot of paths) {
    const runs = hot.kind === 'job' ? 1 : samples;
    const warm = hot.kind === 'read' ? warmup : 0;
    // A payout request is one per shopper: as many as there are payers.
    const count = hot.name === 'payout request' ? Math.min(runs, fx.payers.length) : runs;
    const times: number[] = [];
    let note: string | undefined;
    scale.capture(hot.name);
    for (let i = 0; i < warm + count; i++) {
      const { url, init } = hot.request(fx, i);
      const started = performance.now();
      const response = await scale.app.request(`${ORIGIN}${url}`, init);
      const body = await response.text();
      const ms = performance.now() - started;
      // A job that fails (e.g. the pool's 20 s query limit: a 503) is a finding, not the end of the run.
      if (!response.ok && hot.kind === 'job') {
        note = `answered ${response.status}: ${body.slice(0, 160)}`;
        times.push(ms);
        break;
      }
      if (!response.ok)
        throw new Error(
          `${hot.name}: ${init?.method ?? 'GET'} ${url} answered ${response.status}: ${body.slice(0, 300)}`,
        );
      if (hot.kind === 'job') note = body.slice(0, 200);
      if (i >= warm) times.push(ms);
    }
    scale.capture('');
    times.sort((a, b) => a - b);
    figures.push({
      name: hot.name,
      kind: hot.kind,
      samples: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      note,
    });
  }
  return figures;
}

export interface SeqScan {
  path: string;
  table: string;
  rows: number;
  statement: string;
}

/**
 * EXPLAINs every captured statement (no ANALYZE: nothing runs) and answers each sequential scan of a
 * table with at least `minRows` rows (its statistics), with the path that sent it. Statements
 * Postgres cannot plan without running (none so far) are answered in `unexplained`. With
 * `measureWork`, each request path's statements also run again under EXPLAIN (ANALYZE, BUFFERS) in a
 * rolled-back transaction: the pages they touch measure the work whatever the machine's load.
 */
export async function findSeqScans(
  url: string,
  statements: CapturedStatement[],
  minRows: number,
  measureWork = false,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const scans: SeqScan[] = [];
  const unexplained: { path: string; statement: string; error: string }[] = [];
  /** Per request path: shared buffers (8 kB pages) its statements touched, once each, run again with EXPLAIN ANALYZE. */
  const pages = new Map<string, number>();
  /** The same, statement by statement (path, pages, the statement's first characters). */
  const perStatement: { path: string; pages: number; statement: string }[] = [];
  try {
    const { rows } = await client.query<{ name: string; rows: number }>(
      `select c.relname as name, c.reltuples::bigint::int as rows from pg_class c
        join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    );
    const sizes = new Map(rows.map((row) => [row.name, row.rows]));
    for (const statement of statements) {
      // VACUUM (the clean-up's, of two small tables) and ANALYZE (the confirmation's outbox, decision 0109)
      // have no plan to read.
      if (/^\s*(begin|commit|rollback|savepoint|release|set |vacuum|analyze)/i.test(statement.text)) continue;
      let plan: unknown;
      try {
        await client.query('begin');
        const result = await client.query<{ 'QUERY PLAN': unknown }>(
          `explain (format json) ${statement.text}`,
          statement.params as unknown[],
        );
        plan = result.rows[0]?.['QUERY PLAN'];
      } catch (error) {
        unexplained.push({ path: statement.path, statement: statement.text, error: String(error) });
        continue;
      } finally {
        await client.query('rollback');
      }
      if (measureWork && !statement.path.startsWith('job:')) {
        try {
          await client.query('begin');
          const result = await client.query<{ 'QUERY PLAN': { Plan: Record<string, number> }[] }>(
            `explain (analyze, buffers, format json) ${statement.text}`,
            statement.params as unknown[],
          );
          const top = result.rows[0]?.['QUERY PLAN'][0]?.Plan ?? {};
          const touched = (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0);
          pages.set(statement.path, (pages.get(statement.path) ?? 0) + touched);
          perStatement.push({ path: statement.path, pages: touched, statement: statement.text });
        } catch {
          // A write that cannot run twice (a unique key): its plan was checked above all the same.
        } finally {
          await client.query('rollback');
        }
      }
      for (const table of seqScannedTables(plan)) {
        const size = sizes.get(table) ?? 0;
        if (size >= minRows)
          scans.push({ path: statement.path, table, rows: size, statement: statement.text });
      }
    }
  } finally {
    await client.end();
  }
  return { scans, unexplained, pages, perStatement };
}

function seqScannedTables(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(seqScannedTables);
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own =
    record['Node Type'] === 'Seq Scan' && typeof record['Relation Name'] === 'string'
      ? [record['Relation Name']]
      : [];
  return [...own, ...seqScannedTables(record['Plan']), ...seqScannedTables(record['Plans'])];
}

export type { App };
