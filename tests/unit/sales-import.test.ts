import { describe, expect, it } from 'vitest';
import {
  checkImportRow,
  formatCount,
  importFieldOf,
  readImportDate,
  salesImportMessages,
} from '../../functions/contract/sales-import.ts';

/** The CSV import's reading of headings, dates and counts (decision 0064). */

describe('importFieldOf', () => {
  it('reads headings in any case and spacing, with a few aliases, and ignores other columns', () => {
    expect(importFieldOf(' Click ID ')).toBe('clickId');
    expect(importFieldOf('click_id')).toBe('clickId');
    expect(importFieldOf('ORDER-REFERENCE')).toBe('orderReference');
    expect(importFieldOf('Order Number')).toBe('orderReference');
    expect(importFieldOf('Sale Date')).toBe('saleDate');
    expect(importFieldOf('amount')).toBe('amount');
    expect(importFieldOf('Coupon ID')).toBe('couponId');
    expect(importFieldOf('Notes')).toBeUndefined();
  });
});

describe('readImportDate', () => {
  it('reads YYYY-MM-DD and the day-first dates of Indian spreadsheets, and refuses impossible dates', () => {
    expect(readImportDate('2026-11-05')).toBe('2026-11-05');
    expect(readImportDate('05/11/2026')).toBe('2026-11-05');
    expect(readImportDate('5/1/2026')).toBe('2026-01-05');
    expect(readImportDate('05-11-2026')).toBe('2026-11-05');
    expect(readImportDate('31/02/2026')).toBeNull();
    expect(readImportDate('11/31/2026')).toBeNull();
    expect(readImportDate('yesterday')).toBeNull();
  });
});

describe('checkImportRow', () => {
  const row = {
    clickId: '',
    shopper: 'asha',
    amount: '₹1,499.50',
    saleDate: '01/11/2026',
    orderReference: 'A#1/2',
    couponId: '',
  };
  it('reads a good row into paise and an ISO date', () => {
    expect(checkImportRow(row, '2026-11-20')).toMatchObject({
      amountPaise: 149_950,
      saleDate: '2026-11-01',
      orderReference: 'A#1/2',
      problems: {},
    });
  });
  it('names each field that is wrong', () => {
    const checked = checkImportRow(
      { ...row, shopper: '', amount: '0', saleDate: '2026-12-01', orderReference: 'has space' },
      '2026-11-20',
    );
    expect(Object.keys(checked.problems).sort()).toEqual(['amount', 'orderReference', 'saleDate', 'shopper']);
  });
});

describe('counts', () => {
  it('group as amounts do, and the summary reads as the screen shows it', () => {
    expect(formatCount(1240)).toBe('1,240');
    expect(formatCount(125000)).toBe('1,25,000');
    expect(salesImportMessages.summary({ ok: 1240, errors: 8, duplicates: 2, total: 1250 })).toBe(
      '1,240 ready, 8 with errors, 2 already recorded',
    );
    expect(salesImportMessages.progress(400, 1250)).toBe('Importing 400 of 1,250…');
    expect(salesImportMessages.done(1240, 2)).toBe('1,240 sales recorded; 2 were already recorded.');
  });
});
