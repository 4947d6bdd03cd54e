import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../functions/db/drivers/postgres.ts';
import {
  accounts,
  auditLog,
  coupons,
  earningsLedger,
  mediaFiles,
  merchantSales,
  payments,
  siteImages,
  userProfiles,
} from '../../functions/db/schema/index.ts';
import type { CheckoutOptions, TestCheckoutAnswer } from '../../functions/contract/payments.ts';
import {
  createAccount,
  createCatalogueProduct,
  createCoupon,
  createStore,
} from '../../functions/seed/factories/index.ts';
import { LocalBlobStore } from '../../functions/storage/local-blob-store.ts';
import { VercelBlobStore } from '../../functions/storage/vercel-blob-store.ts';
import { startPgServer, type PgServer } from '../../scripts/lib/pg-server.ts';
import { smallPng } from '../fixtures/images.ts';
import { startFakeVercelBlob } from '../support/fake-vercel-blob.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, testDatabaseUrl, type TestApp } from '../support/test-app.ts';
import { TEST_DELIVERY } from '../support/delivery.ts';

/**
 * Faults (docs/decisions/0039-reliability-real-postgres-faults-fuzz-load.md): a failing blob store leaves no row; on a real
 * Postgres server of the test's own (only under `npm run test:pg`, which has the server binaries),
 * a database that goes away answers 503 and comes back without a restart, and a write cut off by a
 * crashed server leaves no partial rows.
 */

const STORE_FAILED = {
  error: {
    code: 'media_store_unavailable',
    message: 'The picture could not be saved just now. Nothing was changed; please try again in a moment.',
  },
};

async function uploadHero(t: TestApp, cookie: string) {
  const form = new FormData();
  form.set('Image', new File([new Uint8Array(await smallPng())], 'hero.png', { type: 'image/png' }));
  return t.app.request(
    '/api/AdminContent/upload-hero-image',
    sameOrigin({ method: 'POST', body: form, headers: { Cookie: cookie } }),
  );
}

async function expectNoMediaRows(t: TestApp) {
  expect((await t.db.select({ n: count() }).from(mediaFiles))[0]?.n).toBe(0);
  expect((await t.db.select({ n: count() }).from(siteImages))[0]?.n).toBe(0);
}

describe('a failing blob store on upload', () => {
  it('an unwritable media folder: 503 with a clear message, no database row', async () => {
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dealsphere-blocked-')), 'a-file');
    fs.writeFileSync(blocker, 'not a folder');
    // A folder "inside" a file cannot be made, whoever runs the test (root included).
    const t = await createTestApp({}, { blobs: new LocalBlobStore(path.join(blocker, 'blobs')) });
    try {
      const response = await uploadHero(t, (await signedIn(t, 'admin')).cookie);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(STORE_FAILED);
      await expectNoMediaRows(t);
    } finally {
      await t.close();
      fs.rmSync(path.dirname(blocker), { recursive: true, force: true });
    }
  });

  it('Vercel Blob failing: 503 with a clear message, no database row; the next upload works', async () => {
    const fake = await startFakeVercelBlob();
    process.env.VERCEL_BLOB_API_URL = fake.apiUrl;
    const t = await createTestApp({}, { blobs: new VercelBlobStore(fake.token) });
    try {
      const admin = (await signedIn(t, 'admin')).cookie;
      fake.failPuts('store_suspended');
      const response = await uploadHero(t, admin);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(STORE_FAILED);
      await expectNoMediaRows(t);
      expect(fake.blobs.size).toBe(0);

      fake.failPuts(null);
      expect((await uploadHero(t, admin)).status).toBe(201);
      expect(fake.blobs.size).toBe(1);
    } finally {
      delete process.env.VERCEL_BLOB_API_URL;
      await t.close();
      await fake.close();
    }
  });

  /** A real full disk: a 64 KiB tmpfs filled up. Mounting needs root; elsewhere this case cannot be made. */
  const tmpfs = fs.mkdtempSync(path.join(os.tmpdir(), 'dealsphere-full-'));
  let mounted = false;
  try {
    if (process.getuid?.() === 0) {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', tmpfs], { stdio: 'ignore' });
      mounted = true;
    }
  } catch {
    mounted = false;
  }
  afterAll(() => {
    if (mounted) execFileSync('umount', [tmpfs]);
    fs.rmSync(tmpfs, { recursive: true, force: true });
  });

  it.runIf(mounted)('a full disk: 503 with a clear message, no database row, no file left', async () => {
    fs.mkdirSync(path.join(tmpfs, 'blobs', 'hero'), { recursive: true });
    try {
      fs.writeFileSync(path.join(tmpfs, 'filler'), Buffer.alloc(1024 * 1024));
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    }
    const t = await createTestApp({}, { blobs: new LocalBlobStore(path.join(tmpfs, 'blobs')) });
    try {
      const response = await uploadHero(t, (await signedIn(t, 'admin')).cookie);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(STORE_FAILED);
      await expectNoMediaRows(t);
      expect(
        fs
          .readdirSync(path.join(tmpfs, 'blobs', 'hero'))
          .filter((name) => fs.statSync(path.join(tmpfs, 'blobs', 'hero', name)).size > 0),
      ).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(testDatabaseUrl())('the database going away (a real Postgres server)', () => {
  let server: PgServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startPgServer();
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query('create database faults');
    await admin.end();
    const database = await openPostgres(server.url('faults'));
    await database.migrate();
    t = await createTestApp({}, { database });
  }, 120_000);
  afterAll(async () => {
    await t?.close().catch(() => {});
    await server?.remove();
  });

  const errorOf = async (response: Response) => {
    const text = await response.text();
    expect(text).not.toMatch(/ECONNREFUSED|postgres|at .*\.ts|select |insert /i);
    return JSON.parse(text) as unknown;
  };

  it('answers 503 JSON while it is down, and serves again once it is back, without a restart', async () => {
    expect((await t.app.request('/api/health')).status).toBe(200);
    expect((await t.app.request('/api/AToZ/popular')).status).toBe(200);

    await server.stop();
    const health = await t.app.request('/api/health');
    expect(health.status).toBe(503);
    expect(await errorOf(health)).toEqual({
      status: 'unavailable',
      database: 'unreachable',
      migrations: 'unknown',
    });
    // A browser's session cookie does not turn the check into the general error: no session is read.
    const withCookie = await t.app.request('/api/health', {
      headers: { cookie: `session=${'a'.repeat(43)}` },
    });
    expect(withCookie.status).toBe(503);
    expect(await errorOf(withCookie)).toEqual({
      status: 'unavailable',
      database: 'unreachable',
      migrations: 'unknown',
    });
    const unavailable = {
      error: { code: 'unavailable', message: 'The service is busy. Please try again in a moment.' },
    };
    const list = await t.app.request('/api/AToZ/popular');
    expect(list.status).toBe(503);
    expect(list.headers.get('content-type')).toContain('application/json');
    expect(await errorOf(list)).toEqual(unavailable);
    const write = await postJson(t, '/api/AToZ/NewsLetter-Post', { email: 'down@example.com' });
    expect(write.status).toBe(503);
    expect(await errorOf(write)).toEqual(unavailable);

    await server.start();
    expect((await t.app.request('/api/AToZ/popular')).status).toBe(200);
    expect(await (await t.app.request('/api/health')).json()).toEqual({
      status: 'ok',
      database: 'ok',
      migrations: 'current',
    });
  }, 90_000);

  /**
   * Cuts a write off half-way: another connection locks `blockedTable`, the request's transaction
   * writes its first rows and waits on that lock, and then the server is killed (immediate shutdown,
   * no checkpoint: what a crash does to a transaction in flight). After the restart none of the
   * request's rows are there.
   */
  async function crashDuring(blockedTable: string, request: () => Promise<Response>) {
    const locker = new pg.Client({ connectionString: server.url('faults') });
    locker.on('error', () => {});
    await locker.connect();
    await locker.query('begin');
    await locker.query(`lock table ${blockedTable} in access exclusive mode`);
    const pending = request();
    // Wait until the request is waiting on the lock: its first writes are done and uncommitted.
    let blocked = false;
    for (let i = 0; i < 200 && !blocked; i++) {
      const { rows } = await locker.query<{ n: string }>(
        `select count(*) as n from pg_locks l join pg_class c on c.oid = l.relation
          where c.relname = $1 and not l.granted`,
        [blockedTable],
      );
      blocked = Number(rows[0]?.n) > 0;
      if (!blocked) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(blocked, `the request never reached ${blockedTable}`).toBe(true);
    await server.kill();
    const response = await pending;
    await locker.end().catch(() => {});
    await server.start();
    return response;
  }

  it('a sign-up cut off after its account row leaves no account and no profile', async () => {
    const response = await crashDuring('user_profiles', () =>
      postJson(t, '/api/UserDetail1/register', {
        username: 'Cut_Off',
        email: 'cut.off@example.com',
        mobileNumber: '9876543210',
        password: 'Mango#Lassi42',
        address: 'Jayanagar, Bengaluru',
      }),
    );
    expect(response.status).toBe(503);
    expect(await t.db.select().from(accounts).where(eq(accounts.username, 'Cut_Off'))).toEqual([]);
    expect(await t.db.select({ n: count() }).from(userProfiles)).toEqual([{ n: 0 }]);
  }, 90_000);

  it('an approval cut off after the coupon update leaves the coupon pending and no audit entry', async () => {
    const admin = await signedIn(t, 'admin');
    const merchant = await signedIn(t, 'merchant');
    const coupon = await createCoupon(t.db, { merchantId: merchant.merchant?.id ?? '', status: 'pending' });
    const response = await crashDuring('audit_log', () =>
      postJson(t, '/api/Admin/ApproveCoupon', { couponId: coupon.id }, admin.cookie),
    );
    expect(response.status).toBe(503);
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after).toMatchObject({ status: 'pending', approvedAt: null, approvedBy: null });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, coupon.id))).toEqual([]);
  }, 90_000);

  it('a sale cut off after the sale row leaves no sale and no cashback entry', async () => {
    const merchant = await signedIn(t, 'merchant');
    const coupon = await createCoupon(t.db, { merchantId: merchant.merchant?.id ?? '' });
    const shopper = await createAccount(t.db, { role: 'user' });
    const response = await crashDuring('earnings_ledger', () =>
      postJson(
        t,
        '/api/AToZ/submitMerchantSale',
        {
          couponId: coupon.id,
          saleAmount: '1999',
          saleDate: '2026-11-01',
          shopper: shopper.email,
          idempotencyKey: '7f1d2c3b-0000-4000-8000-00000000cafe',
        },
        merchant.cookie,
      ),
    );
    expect(response.status).toBe(503);
    expect(await t.db.select().from(merchantSales).where(eq(merchantSales.accountId, shopper.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(earningsLedger).where(eq(earningsLedger.accountId, shopper.id))).toEqual(
      [],
    );
  }, 90_000);

  it('a paid Buy Now cut off while its sale is recorded stays unpaid with no sale; the retry credits once', async () => {
    const seller = await signedIn(t, 'merchant');
    const merchantId = seller.merchant?.id ?? '';
    await createStore(t, { merchantId });
    const product = await createCatalogueProduct(t, { merchantId, pricePaise: 149_900 });
    const shopper = await signedIn(t, 'user');
    const ordered = await postJson(
      t,
      '/api/payments/orders',
      { purpose: 'product', kind: 'catalogue', productId: product.id, delivery: TEST_DELIVERY },
      shopper.cookie,
    );
    expect(ordered.status).toBe(201);
    const { orderId } = (await ordered.json()) as CheckoutOptions;
    // The test provider's checkout signs a payment; verifying it marks the order paid and records the sale.
    const checkout = await postJson(t, '/api/payments/test-checkout', { orderId, outcome: 'paid' });
    const answer = (await checkout.json()) as TestCheckoutAnswer;
    const paymentId = answer.razorpay_payment_id;
    const signature = answer.razorpay_signature;
    const verify = () => postJson(t, '/api/payments/verify', { orderId, paymentId, signature });

    const response = await crashDuring('merchant_sales', verify);
    expect(response.status).toBe(503);
    const [cutOff] = await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(cutOff).toMatchObject({ status: 'created', providerPaymentId: null, saleId: null, paidAt: null });
    const salesOf = () =>
      t.db.select().from(merchantSales).where(eq(merchantSales.accountId, shopper.account.id));
    const ledgerOf = () =>
      t.db.select().from(earningsLedger).where(eq(earningsLedger.accountId, shopper.account.id));
    expect(await salesOf()).toEqual([]);
    expect(await ledgerOf()).toEqual([]);

    // Checkout's answer sent again (or the webhook) after the restart credits the payment, once.
    expect((await verify()).status).toBe(200);
    expect((await verify()).status).toBe(200);
    const [paid] = await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(paid).toMatchObject({ status: 'paid', providerPaymentId: paymentId });
    expect(await salesOf()).toHaveLength(1);
    expect((await ledgerOf()).map((entry) => entry.kind)).toEqual(['credit_pending']);
  }, 90_000);
});
