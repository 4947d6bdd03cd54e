import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../functions/db/drivers/postgres.ts';
import {
  accountTokens,
  countedActions,
  oauthStates,
  sessions,
  throttleBuckets,
  visitorSalts,
} from '../../functions/db/schema/index.ts';
import { createAccount, createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { postJson } from '../support/sessions.ts';
import { createTestApp, TEST_CRON_SECRET, testDatabaseUrl, type TestApp } from '../support/test-app.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 ok when the database answers and every migration is applied; never cached', async () => {
    const response = await t.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'current' });
  });

  it('answers 503 with migrations pending when the newest migration is not applied, naming nothing else', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [removed] = (
      (await t.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      const response = await t.app.request('/api/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable', database: 'ok', migrations: 'pending' });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed?.hash}, ${removed?.created_at})`,
      );
    }
    expect((await t.app.request('/api/health')).status).toBe(200);
  });
});

describe('NUL characters (no Postgres text can hold one)', () => {
  it('are refused with 400 in the address, a JSON body or a form field, before any query', async () => {
    const inQuery = await t.app.request('/api/AdminContent/get-Flash-Text?position=a%00b');
    expect(inQuery.status).toBe(400);
    const inJson = await postJson(t, '/api/UserDetail1/Login', { userName: 'a\u0000b', password: 'x' });
    expect(inJson.status).toBe(400);
    expect(await inJson.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Please check the highlighted fields.',
        fields: { userName: 'This contains a character that is not allowed.' },
      },
    });
  });
});

describe('GET /api/cron/prune-expired', () => {
  const prune = () =>
    t.app.request('/api/cron/prune-expired', { headers: { Authorization: `Bearer ${TEST_CRON_SECRET}` } });

  it('deletes expired sessions, ended throttle windows, OAuth states, account tokens and counted actions past the merchant’s 90 days; live rows stay; twice is safe', async () => {
    const now = Date.now();
    const past = new Date(now - 60_000);
    const future = new Date(now + 3_600_000);
    const account = await createAccount(t.db, { role: 'user' });
    const merchant = await createMerchant(t.db);
    const coupon = await createCoupon(t.db, { merchantId: merchant.id, status: 'approved' });

    await t.db.insert(sessions).values([
      { id: 'prune-expired-session', accountId: account.id, expiresAt: past },
      { id: 'prune-live-session', accountId: account.id, expiresAt: future },
    ]);
    await t.db.insert(throttleBuckets).values([
      { key: 'prune:ended', windowStart: new Date(now - 120_000), expiresAt: past, hits: 3 },
      { key: 'prune:live', windowStart: new Date(now - 1_000), expiresAt: future, hits: 1 },
    ]);
    const state = { codeVerifier: 'v', nonce: 'n', intent: 'user' };
    await t.db.insert(oauthStates).values([
      { state: 'prune-expired-state', ...state, expiresAt: past },
      { state: 'prune-live-state', ...state, expiresAt: future },
    ]);
    const token = {
      accountId: account.id,
      purpose: 'verify_email' as const,
      email: account.email ?? 'a@example.com',
    };
    await t.db.insert(accountTokens).values([
      { tokenHash: 'prune-expired-token', ...token, expiresAt: past },
      { tokenHash: 'prune-used-expired-token', ...token, expiresAt: past, usedAt: new Date(now - 120_000) },
      { tokenHash: 'prune-live-token', ...token, expiresAt: future },
    ]);
    const mark = { couponId: coupon.id, action: 'reveal' as const };
    await t.db.insert(countedActions).values([
      { ...mark, visitorKey: 'a'.repeat(64), windowStart: new Date(now - 95 * DAY_MS) },
      { ...mark, visitorKey: 'b'.repeat(64), windowStart: new Date(now - 10 * DAY_MS) },
      { ...mark, visitorKey: account.id, windowStart: new Date(now - 2 * DAY_MS) },
    ]);

    const first = await prune();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      sessions: expect.any(Number) as number,
      throttleBuckets: expect.any(Number) as number,
    });

    const ids = async <T>(rows: Promise<T[]>) => (await rows).map((row) => Object.values(row as object)[0]);
    expect(
      await ids(t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.accountId, account.id))),
    ).toEqual(['prune-live-session']);
    const keys = await ids(t.db.select({ key: throttleBuckets.key }).from(throttleBuckets));
    expect(keys).toContain('prune:live');
    expect(keys).not.toContain('prune:ended');
    const states = await ids(t.db.select({ state: oauthStates.state }).from(oauthStates));
    expect(states).toContain('prune-live-state');
    expect(states).not.toContain('prune-expired-state');
    expect(
      await ids(
        t.db
          .select({ hash: accountTokens.tokenHash })
          .from(accountTokens)
          .where(eq(accountTokens.accountId, account.id)),
      ),
    ).toEqual(['prune-live-token']);
    const marks = await t.db
      .select({ key: countedActions.visitorKey, at: countedActions.windowStart })
      .from(countedActions)
      .where(eq(countedActions.couponId, coupon.id));
    // The 95-day-old mark goes (marks are kept 90 days, decision 0076); the 10- and 2-day-old ones stay, the latter no longer naming the account.
    expect(marks).toHaveLength(2);
    expect(marks.map((m) => m.key)).not.toContain('a'.repeat(64));
    expect(marks.map((m) => m.key)).not.toContain(account.id);

    const second = await prune();
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({
      sessions: 0,
      throttleBuckets: 0,
      oauthStates: 0,
      accountTokens: 0,
      countedActions: 0,
      codeReveals: 0,
      pastCouponCounts: 0,
      unlistedCoupons: 0,
    });
    expect(
      await t.db.select().from(countedActions).where(eq(countedActions.couponId, coupon.id)),
    ).toHaveLength(2);
    // Today's visitor salt is kept (a count today still finds it); only earlier days' salts go.
    expect(
      (await t.db.select().from(visitorSalts)).every(
        (row) => row.day >= new Date(now - DAY_MS).toISOString().slice(0, 10),
      ),
    ).toBe(true);
  });
});

describe.runIf(testDatabaseUrl())('migrations on a real Postgres server', () => {
  /** A migrations folder as drizzle-kit writes it, with one migration that takes `seconds`. */
  async function slowMigrations(seconds: number) {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'dealsphere-migrations-'));
    await fs.mkdir(path.join(folder, 'meta'));
    const entry = { idx: 0, version: '7', when: Date.now(), tag: '0000_slow', breakpoints: true };
    await fs.writeFile(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries: [entry] }),
    );
    await fs.writeFile(
      path.join(folder, '0000_slow.sql'),
      `select pg_sleep(${seconds});\n--> statement-breakpoint\ncreate table slow_done (id integer);\n`,
    );
    return folder;
  }

  async function onServer(statement: string) {
    const server = new URL(testDatabaseUrl()!);
    server.pathname = '/postgres';
    const client = new pg.Client({ connectionString: server.href });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  it('are not cut off by the query limit that keeps requests from hanging', async () => {
    const name = `slow_migration_${process.pid}_${Date.now().toString(36)}`;
    await onServer(`create database "${name}"`);
    const url = new URL(testDatabaseUrl()!);
    url.pathname = `/${name}`;
    const folder = await slowMigrations(1.5);
    // The production limits scaled down: a request's query may take 0.5 s here, not 20 s.
    const database = await openPostgres(url.href, { connectionTimeoutMillis: 3_000, query_timeout: 500 });
    try {
      const cut = await database.db.execute(sql`select pg_sleep(1.5)`).then(
        () => null,
        (error: unknown) => error as Error & { cause?: Error },
      );
      expect(cut?.cause?.message).toMatch(/timeout/i);
      await database.migrate(folder);
      const result = await database.db.execute(sql`select count(*)::int as n from slow_done`);
      expect((result as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
      await onServer(`drop database if exists "${name}"`);
      await fs.rm(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
