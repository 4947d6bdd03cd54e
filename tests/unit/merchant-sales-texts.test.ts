import { describe, expect, it } from 'vitest';
import { cashbackRateMessages } from '../../functions/contract/cashback-rates.ts';
import { claimMessages } from '../../functions/contract/cashback-claims.ts';
import { suspensionMessages } from '../../functions/contract/coupon-suspension.ts';
import {
  REVERSAL_REASON_LABELS,
  SALE_COLUMNS,
  SALE_STATUS_LABELS,
  saleMessages,
} from '../../functions/contract/earnings.ts';
import { fill } from '../../functions/contract/i18n/fill.ts';
import { CATALOGUES } from '../../functions/contract/i18n/translate.ts';
import { statementMessages } from '../../functions/contract/merchant-statement.ts';
import { ORDER_ACTION_LABELS, ORDER_STATUS_LABELS, orderMessages } from '../../functions/contract/orders.ts';
import { postbackMessages, postbackTexts, secretMadeOnText } from '../../functions/contract/postback.ts';
import { formatCount, salesImportMessages as imp } from '../../functions/contract/sales-import.ts';
import { salesTexts } from '../../src/lib/merchant-sales-texts.ts';

/**
 * The merchant's money and orders screens (issue 26): their English keys say word for word what the
 * contract's English says (the spec's texts the islands showed before), so English stays the same.
 */
const en = CATALOGUES.en;

describe('merchantSales English', () => {
  it('repeats the contract’s fixed texts', () => {
    const pairs: [string, string][] = [
      [en['merchantSales.rate.title'], cashbackRateMessages.sectionTitle],
      [en['merchantSales.rate.inForce'], cashbackRateMessages.rateInForce],
      [en['merchantSales.rate.rateLabel'], cashbackRateMessages.rateLabel],
      [en['merchantSales.rate.clickParamLabel'], cashbackRateMessages.clickParamLabel],
      [en['merchantSales.rate.clickParamHint'], cashbackRateMessages.clickParamHint],
      [en['merchantSales.rate.save'], cashbackRateMessages.save],
      [en['merchantSales.rate.ratePercent'], cashbackRateMessages.ratePercent],
      [en['merchantSales.rate.clickParam'], cashbackRateMessages.clickParam],
      [en['merchantSales.rate.saved'], cashbackRateMessages.saved],
      [en['merchantSales.statement.title'], statementMessages.sectionTitle],
      [en['merchantSales.statement.intro'], statementMessages.sectionIntro],
      [en['merchantSales.statement.failed'], statementMessages.failed],
      [en['merchantSales.statement.cashbackDue'], statementMessages.cashbackDue],
      // The sale form's hints for the issue-22 fields: the catalogue is their one source.
      [
        en['merchantSales.sales.clickIdHint'],
        'Optional: the dsclick value that reached your site. It names the shopper and the coupon, so you may leave both empty.',
      ],
      [en['merchantSales.sales.shopperHint'], 'Not needed when you enter the click id.'],
      [
        en['merchantSales.sales.orderHint'],
        'Optional: your order number. The same order is never credited twice.',
      ],
      [en['merchantSales.sales.colCashback'], SALE_COLUMNS.cashback],
      [en['merchantSales.sales.noCashback'], SALE_STATUS_LABELS.no_cashback],
      [en['merchantSales.sales.returned'], REVERSAL_REASON_LABELS.returned],
      [en['merchantSales.msg.loadFailed'], saleMessages.loadFailed],
      [en['merchantSales.msg.orderReference'], saleMessages.orderReference],
      [en['merchantSales.msg.remarksTooLong'].replace('{max}', '500'), saleMessages.remarksTooLong],
      [en['merchantSales.import.intro'], imp.intro],
      [en['merchantSales.import.templateHint'], imp.templateHint],
      [en['merchantSales.import.next'], imp.next],
      [en['merchantSales.postback.intro'], postbackTexts.intro],
      [en['merchantSales.postback.bodyFields'], postbackTexts.bodyFields],
      [en['merchantSales.postback.answers'], postbackTexts.answers],
      [en['merchantSales.postback.signatureHeader'], postbackTexts.signatureHeader],
      [en['merchantSales.postback.rotateConfirm'], postbackMessages.rotateConfirm],
      [en['merchantSales.postback.secretShownOnce'], postbackMessages.secretShownOnce],
      [fill(en['merchantSales.postback.madeOn'], { date: '1 Nov 2026' }), secretMadeOnText('1 Nov 2026')],
      [en['merchantSales.orders.none'], orderMessages.merchantNoOrders],
      [en['merchantSales.orders.stockShort'], orderMessages.stockShort],
      [en['merchantSales.orders.cancelPrompt'], orderMessages.cancelPrompt],
      [en['merchantSales.orders.cancelRefund'], ORDER_ACTION_LABELS.cancelled],
      [en['merchantSales.orders.placed'], ORDER_STATUS_LABELS.placed],
      [en['merchantSales.claims.noneHint'], claimMessages.noOpenClaimsHint],
      [en['merchantSales.claims.loadFailed'], claimMessages.merchantLoadFailed],
      [en['merchantSales.votes.reconfirmHint'], suspensionMessages.reconfirmHint],
      [en['merchantSales.votes.heading'], suspensionMessages.trustHeading],
    ];
    for (const [ours, theirs] of pairs) expect(ours).toBe(theirs);
  });

  it('fills the contract’s sentences the same way', () => {
    expect(fill(en['merchantSales.rate.intro'], { min: 2, max: 12.5 })).toBe(
      cashbackRateMessages.sectionIntro(2, 12.5),
    );
    expect(fill(en['merchantSales.rate.outOfBounds'], { min: 2, max: 12.5 })).toBe(
      cashbackRateMessages.outOfBounds(2, 12.5),
    );
    expect(fill(en['merchantSales.rate.override'], { percent: 7 })).toBe(
      cashbackRateMessages.overrideNote(7),
    );
    expect(fill(en['merchantSales.import.summary'], { ok: 1, errors: 2, duplicates: 3 })).toBe(
      imp.summary({ ok: 1, errors: 2, duplicates: 3 } as Parameters<typeof imp.summary>[0]),
    );
    expect(fill(en['merchantSales.import.fileHint'], { rows: formatCount(5000) })).toBe(imp.fileHint);
    expect(fill(en['merchantSales.import.hiddenOther'], { count: 3 })).toBe(imp.previewHidden(3));
    expect(fill(en['merchantSales.import.hiddenOne'], { count: 1 })).toBe(imp.previewHidden(1));
    expect(
      fill(en['merchantSales.import.batchFailed'], {
        done: 10,
        total: 20,
        reason: en['merchantSales.import.noAnswer'],
      }),
    ).toBe(imp.batchFailed(10, 20, null));
    const sales = (n: number) =>
      fill(en[n === 1 ? 'merchantSales.import.saleOne' : 'merchantSales.import.saleOther'], { count: n });
    expect(fill(en['merchantSales.import.done'], { sales: sales(2) })).toBe(imp.done(2, 0));
    expect(fill(en['merchantSales.import.doneAlreadyOne'], { sales: sales(1), count: 1 })).toBe(
      imp.done(1, 1),
    );
    expect(fill(en['merchantSales.import.doneAlreadyOther'], { sales: sales(3), count: 2 })).toBe(
      imp.done(3, 2),
    );
    expect(fill(en['merchantSales.import.doneErrorsOne'], { count: 1 })).toBe(imp.doneErrors(1));
    expect(fill(en['merchantSales.import.doneErrorsOther'], { count: 4 })).toBe(imp.doneErrors(4));
    expect(fill(en['merchantSales.orders.moved'], { number: 'DS1', status: 'shipped' })).toBe(
      orderMessages.moved('DS1', 'shipped'),
    );
    expect(fill(en['merchantSales.votes.countOther'], { votes: 3 })).toBe(
      suspensionMessages.successRate(null, 3),
    );
    expect(fill(en['merchantSales.votes.workedOne'], { rate: 50, votes: 1 })).toBe(
      suspensionMessages.successRate(0.5, 1),
    );
    expect(fill(en['merchantSales.votes.why'], { summary: 'Other: 1' })).toBe(
      suspensionMessages.noReasons('Other: 1'),
    );
    expect(fill(en['merchantSales.claims.reasonTooLong'], { max: 500 })).toBe(claimMessages.reasonTooLong);
  });

  it('leaves the API’s and the rules’ English messages as they are in English, and translates them in Hindi', () => {
    expect(salesTexts('en').messages).toEqual({});
    expect(salesTexts('hi').messages[saleMessages.required]).toBe(
      CATALOGUES.hi['merchantSales.msg.required'],
    );
  });
});
