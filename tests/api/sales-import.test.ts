import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickTooOldMessage, saleMessages } from '../../functions/contract/earnings.ts';
import { addDays, todayInIndia } from '../../functions/contract/india-time.ts';
import {
  confirmRowOf,
  SALES_IMPORT_BATCH,
  salesImportMessages,
  type SalesImportConfirmation,
  type SalesImportPreview,
} from '../../functions/contract/sales-import.ts';
import { cashbackClicks, earningsLedger, merchantSales } from '../../functions/db/schema/index.ts';
import { createAccount, createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = todayInIndia();
const yesterday = addDays(today, -1);
/** The same day as Indian spreadsheets write it: DD/MM/YYYY. */
const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

function preview(cookie: string, csv: string, contentType = 'text/csv') {
  return t.app.request(
    '/api/merchant/sales/import/preview',
    sameOrigin({ method: 'POST', body: csv, headers: { 'Content-Type': contentType, Cookie: cookie } }),
  );
}

async function previewOk(cookie: string, csv: string): Promise<SalesImportPreview> {
  const response = await preview(cookie, csv);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SalesImportPreview;
}

function confirm(cookie: string, rows: unknown[]) {
  return t.app.request(
    '/api/merchant/sales/import/confirm',
    sameOrigin({
      method: 'POST',
      body: JSON.stringify({ rows }),
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
    }),
  );
}

async function confirmOk(cookie: string, rows: unknown[]): Promise<SalesImportConfirmation> {
  const response = await confirm(cookie, rows);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SalesImportConfirmation;
}

/** What the screen does: the preview's ok rows, confirmed in batches. */
async function importFile(cookie: string, csv: string) {
  const read = await previewOk(cookie, csv);
  const ok = read.rows.filter((row) => row.status === 'ok').map(confirmRowOf);
  const results: SalesImportConfirmation['results'] = [];
  for (let start = 0; start < ok.length; start += SALES_IMPORT_BATCH)
    results.push(...(await confirmOk(cookie, ok.slice(start, start + SALES_IMPORT_BATCH))).results);
  return { preview: read, results };
}

async function clickBy(accountId: string, merchantId: string, daysAgo = 0) {
  const [row] = await t.db
    .insert(cashbackClicks)
    .values({ accountId, merchantId, couponId: null, createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
    .returning();
  return row!.id;
}

const salesOf = (merchantId: string) =>
  t.db.select().from(merchantSales).where(eq(merchantSales.merchantId, merchantId));
const ledgerOf = (accountId: string) =>
  t.db.select().from(earningsLedger).where(eq(earningsLedger.accountId, accountId));

describe('POST /api/merchant/sales/import/preview', () => {
  it('checks every row, names the row and the field of each error, and writes nothing', async () => {
    const { cookie, merchant } = await signedIn(t, 'merchant');
    const shopper = await createAccount(t.db, { role: 'user', mobile: '9123400001' });
    const someoneElse = await createAccount(t.db, { role: 'user' });
    const unverified = await createAccount(t.db, { role: 'user', isEmailConfirmed: false });
    const other = await createMerchant(t.db);
    const mine = await clickBy(shopper.id, merchant!.id);
    const elsewhere = await clickBy(shopper.id, other.id);
    const theirs = await clickBy(someoneElse.id, merchant!.id);
    const old = await clickBy(shopper.id, merchant!.id, 31);
    const csv = [
      // Headings in another order and case, with spaces, an unknown column, and a byte-order mark.
      '\uFEFF Order Reference ,AMOUNT,Shopper,Date,Click ID,Notes',
      `A-1,"1,499.50",${shopper.username},${today},,first`, // row 2: ok
      `A-2,₹1499,+91 91234 00001,${dayFirst(yesterday)},,`, // row 3: ok (mobile, DD/MM/YYYY)
      `A-3,abc,${shopper.email},${today},,`, // row 4: bad amount
      `A-4,100,nobody-here,${today},,`, // row 5: unknown shopper
      `A-5,100,${shopper.username},${addDays(today, 1)},,`, // row 6: future date
      `,100,${shopper.username},${today},,`, // row 7: no order reference
      `A-1,100,${shopper.username},${today},,`, // row 8: A-1 again
      `A-6,100,,${today},${elsewhere},`, // row 9: another store's click
      `A-7,100,${shopper.username},${today},${theirs},`, // row 10: another shopper's click
      `A-8,100,,${today},${old},`, // row 11: too old
      `A-9,250,,${today},${mine},`, // row 12: ok by click id
      `A-10,100,${unverified.username},${today},,`, // row 13: cannot earn yet
      ',,,,,', // a blank spreadsheet row: skipped
      `A-11,100,,,,`, // row 15: neither shopper nor click, no date
    ].join('\r\n');
    const read = await previewOk(cookie, csv);

    expect(read.summary).toEqual({ ok: 3, errors: 10, duplicates: 0, total: 13 });
    const byRow = new Map(read.rows.map((row) => [row.row, row]));
    expect(byRow.get(2)).toMatchObject({
      status: 'ok',
      errors: [],
      amountPaise: 149_950,
      saleDate: today,
      orderReference: 'A-1',
      shopper: shopper.username,
      cashbackPaise: 7497, // 5% of ₹1,499.50, rounded down
    });
    expect(byRow.get(3)).toMatchObject({ status: 'ok', amountPaise: 149_900, saleDate: yesterday });
    expect(byRow.get(12)).toMatchObject({ status: 'ok', clickId: mine, cashbackPaise: 1250 });
    const errorsOf = (row: number) => byRow.get(row)?.errors;
    expect(errorsOf(4)).toEqual([`Row 4: amount – ${saleMessages.saleAmount}`]);
    expect(errorsOf(5)).toEqual([`Row 5: shopper – ${saleMessages.shopperNotFound}`]);
    expect(errorsOf(6)).toEqual([`Row 6: date – ${saleMessages.saleDateFuture}`]);
    expect(errorsOf(7)).toEqual([`Row 7: order reference – ${salesImportMessages.orderRequired}`]);
    expect(errorsOf(8)).toEqual([`Row 8: order reference – ${salesImportMessages.duplicateInFile(2)}`]);
    expect(errorsOf(9)).toEqual([`Row 9: click id – ${saleMessages.clickNotFound}`]);
    expect(errorsOf(10)).toEqual([`Row 10: click id – ${saleMessages.clickOtherShopper}`]);
    expect(errorsOf(11)).toEqual([`Row 11: click id – ${clickTooOldMessage(30)}`]);
    expect(errorsOf(13)?.[0]).toMatch(/^Row 13: shopper – .*verif/i);
    expect(errorsOf(15)).toEqual([
      `Row 15: shopper – ${saleMessages.shopperOrClick}`,
      `Row 15: date – ${saleMessages.required}`,
    ]);
    expect(read.rows.filter((row) => row.status === 'error').every((row) => row.cashbackPaise === 0)).toBe(
      true,
    );
    expect(await salesOf(merchant!.id)).toHaveLength(0);
  });

  it('refuses a file that is not text/csv, lacks a column, has no rows, or is over 1 MB', async () => {
    const { cookie } = await signedIn(t, 'merchant');
    expect((await preview(cookie, '{"csv":"x"}', 'application/json')).status).toBe(415);
    const missing = await preview(cookie, `shopper,amount\nx,100\n`);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      salesImportMessages.missingColumns(['date', 'order reference']),
    );
    const empty = await preview(cookie, 'click id,amount,date,order reference\n');
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe(
      salesImportMessages.noRows,
    );
    const broken = await preview(cookie, 'click id,amount,date,order reference\n"x,1,2026-01-01,A\n');
    expect(broken.status).toBe(400);
    const huge = await preview(cookie, `click id,amount,date,order reference\n${'x'.repeat(1024 * 1024)}`);
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { message: string } }).error.message).toBe(
      salesImportMessages.fileTooLarge,
    );
  });

  it('refuses 5,001 rows with the limit in the message (5,000 are read)', async () => {
    const { cookie } = await signedIn(t, 'merchant');
    const shopper = await createAccount(t.db, { role: 'user' });
    const rows = (count: number) =>
      ['shopper,amount,date,order reference']
        .concat(Array.from({ length: count }, (_, i) => `${shopper.username},1,${today},R${i}`))
        .join('\n');
    const refused = await preview(cookie, rows(5001));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      salesImportMessages.tooManyRows(5001),
    );
    expect(salesImportMessages.tooManyRows(5001)).toContain('at most 5,000');
    const read = await previewOk(cookie, rows(5000));
    expect(read.summary).toEqual({ ok: 5000, errors: 0, duplicates: 0, total: 5000 });
  }, 120_000);
});

describe('POST /api/merchant/sales/import/confirm', () => {
  it('credits each order once; the same file again records nothing and leaves the ledger as it was', async () => {
    const { cookie, merchant } = await signedIn(t, 'merchant');
    const coupon = await createCoupon(t.db, { merchantId: merchant!.id });
    const shopper = await createAccount(t.db, { role: 'user' });
    const csv = [
      'shopper,amount,date,order reference,coupon id',
      `${shopper.username},1000,${today},ORD-1,${coupon.id}`,
      `${shopper.email},2000,${dayFirst(today)},ORD-2,`,
      `${shopper.username},oops,${today},ORD-3,`,
    ].join('\n');

    const first = await importFile(cookie, csv);
    expect(first.preview.summary).toEqual({ ok: 2, errors: 1, duplicates: 0, total: 3 });
    expect(first.results.map((r) => [r.orderReference, r.status])).toEqual([
      ['ORD-1', 'created'],
      ['ORD-2', 'created'],
    ]);
    const sales = await salesOf(merchant!.id);
    expect(sales).toHaveLength(2);
    expect(sales.map((s) => s.source)).toEqual(['csv', 'csv']);
    expect(sales.find((s) => s.orderReference === 'ORD-1')?.couponId).toBe(coupon.id);
    const ledger = await ledgerOf(shopper.id);
    expect(ledger.map((e) => e.amountPaise).sort()).toEqual([10_000, 5000]);
    // Each imported sale mails the shopper "Cashback pending" once (issue 22 item 6).
    const pendingMails = async () =>
      (await t.outbox()).filter(
        (mail) => mail.to === shopper.email && mail.subject.startsWith('Cashback pending'),
      );
    expect(await pendingMails()).toHaveLength(2);

    // The same file again: both orders are 'duplicate' in the preview …
    const again = await previewOk(cookie, csv);
    expect(again.summary).toEqual({ ok: 0, errors: 1, duplicates: 2, total: 3 });
    // … and confirming them anyway (a client that skips the preview) records nothing more.
    const replay = await confirmOk(
      cookie,
      first.preview.rows.filter((row) => row.status === 'ok').map(confirmRowOf),
    );
    expect(replay.results.map((r) => r.status)).toEqual(['already_recorded', 'already_recorded']);
    expect(replay.summary).toEqual({ created: 0, alreadyRecorded: 2, errors: 0 });
    expect(await salesOf(merchant!.id)).toHaveLength(2);
    expect(await ledgerOf(shopper.id)).toEqual(ledger);
    expect(await pendingMails()).toHaveLength(2);
  });

  it('confirms of the same rows in parallel record one sale per order', async () => {
    const { cookie, merchant } = await signedIn(t, 'merchant');
    const shopper = await createAccount(t.db, { role: 'user' });
    const rows = Array.from({ length: 20 }, (_, i) => ({
      shopper: shopper.username,
      amount: '500',
      saleDate: today,
      orderReference: `PAR-${i}`,
    }));
    const answers = await Promise.all(Array.from({ length: 4 }, () => confirmOk(cookie, rows)));
    const created = answers.flatMap((a) => a.results).filter((r) => r.status === 'created');
    const already = answers.flatMap((a) => a.results).filter((r) => r.status === 'already_recorded');
    expect(created).toHaveLength(20);
    expect(already).toHaveLength(60);
    expect(await salesOf(merchant!.id)).toHaveLength(20);
    expect(await ledgerOf(shopper.id)).toHaveLength(20);
  });

  it('credits a click id row to the click’s shopper, and checks every row again', async () => {
    const { cookie, merchant } = await signedIn(t, 'merchant');
    const shopper = await createAccount(t.db, { role: 'user' });
    const other = await createMerchant(t.db);
    const click = await clickBy(shopper.id, merchant!.id);
    const elsewhere = await clickBy(shopper.id, other.id);
    const answer = await confirmOk(cookie, [
      { row: 2, clickId: click.toUpperCase(), amount: 1999, saleDate: today, orderReference: 'CLK-1' },
      // What a preview would have refused, sent anyway: refused again, row by row, and the others go on.
      { row: 3, clickId: elsewhere, amount: '100', saleDate: today, orderReference: 'CLK-2' },
      {
        row: 4,
        shopper: shopper.username,
        amount: '100',
        saleDate: addDays(today, 3),
        orderReference: 'CLK-3',
      },
      { row: 5, shopper: shopper.username, amount: '0', saleDate: today, orderReference: 'CLK-4' },
      { row: 6, shopper: shopper.username, amount: '100', saleDate: today, orderReference: 'bad ref!' },
      { row: 7, shopper: shopper.username, amount: '100', saleDate: today, orderReference: 'CLK-5' },
    ]);
    expect(answer.results).toEqual([
      expect.objectContaining({ orderReference: 'CLK-1', status: 'created', saleId: expect.any(String) }),
      {
        orderReference: 'CLK-2',
        status: 'error',
        message: `Row 3: click id – ${saleMessages.clickNotFound}`,
      },
      { orderReference: 'CLK-3', status: 'error', message: `Row 4: date – ${saleMessages.saleDateFuture}` },
      { orderReference: 'CLK-4', status: 'error', message: `Row 5: amount – ${saleMessages.saleAmount}` },
      {
        orderReference: 'bad ref!',
        status: 'error',
        message: `Row 6: order reference – ${saleMessages.orderReference}`,
      },
      expect.objectContaining({ orderReference: 'CLK-5', status: 'created' }),
    ]);
    const [sale] = await t.db
      .select()
      .from(merchantSales)
      .where(eq(merchantSales.id, answer.results[0]!.saleId!));
    expect(sale).toMatchObject({
      accountId: shopper.id,
      clickId: click,
      orderReference: 'CLK-1',
      source: 'csv',
    });
    expect((await ledgerOf(shopper.id)).map((e) => e.amountPaise).sort()).toEqual([500, 9995]);
  });

  it('refuses more than 200 rows per call, and another merchant’s coupon', async () => {
    const { cookie } = await signedIn(t, 'merchant');
    const shopper = await createAccount(t.db, { role: 'user' });
    const row = { shopper: shopper.username, amount: '1', saleDate: today, orderReference: 'X' };
    const tooMany = await confirm(
      cookie,
      Array.from({ length: SALES_IMPORT_BATCH + 1 }, () => row),
    );
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: { message: string } }).error.message).toBe(
      salesImportMessages.tooManyRowsPerCall,
    );
    const theirs = await createCoupon(t.db, { merchantId: (await createMerchant(t.db)).id });
    const answer = await confirmOk(cookie, [{ ...row, couponId: theirs.id }]);
    expect(answer.results[0]).toMatchObject({ status: 'error', message: saleMessages.couponNotFound });
    expect(await ledgerOf(shopper.id)).toHaveLength(0);
  });
});
