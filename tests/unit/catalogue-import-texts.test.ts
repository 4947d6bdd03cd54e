import { describe, expect, it } from 'vitest';
import { catalogueMessages as C } from '../../functions/contract/catalogue.ts';
import { en } from '../../functions/contract/i18n/catalogue/en.ts';
import { translate } from '../../functions/contract/i18n/translate.ts';
import { formatCount } from '../../functions/contract/sales-import.ts';
import { listMessages } from '../../functions/contract/paging.ts';

/** Issue 26: the catalogue import panel and the list controls read English from the catalogue; it stays the contract's. */
describe('catalogue import and list texts in English', () => {
  it('are catalogueMessages word for word', () => {
    expect(en['catalogueImport.title']).toBe(C.importTitle);
    expect(en['catalogueImport.intro']).toBe(C.importIntro);
    expect(en['catalogueImport.template']).toBe(C.template);
    expect(en['catalogueImport.templateHint']).toBe(C.templateHint);
    expect(en['catalogueImport.csvLabel']).toBe(C.csvLabel);
    expect(translate('en', 'catalogueImport.csvHint', { rows: formatCount(1000) })).toBe(C.csvHint);
    expect(en['catalogueImport.zipLabel']).toBe(C.zipLabel);
    expect(en['catalogueImport.zipHint']).toBe(C.zipHint);
    expect(en['catalogueImport.check']).toBe(C.check);
    expect(en['catalogueImport.checking']).toBe(C.checking);
    expect(en['catalogueImport.previewFailed']).toBe(C.previewFailed);
    expect(en['catalogueImport.csvRequired']).toBe(C.csvRequired);
    expect(en['catalogueImport.zipRequired']).toBe(C.zipRequired);
    expect(en['catalogueImport.fileTooLarge']).toBe(C.fileTooLarge);
    expect(en['catalogueImport.newCategory']).toBe(C.newCategory);
    expect([
      en['catalogueImport.colRow'],
      en['catalogueImport.colName'],
      en['catalogueImport.colPrice'],
      en['catalogueImport.colMrp'],
      en['catalogueImport.colStock'],
      en['catalogueImport.colCategory'],
      en['catalogueImport.colImage'],
      en['catalogueImport.colStatus'],
    ]).toEqual(Object.values(C.columns));
    expect([
      en['catalogueImport.ready'],
      en['catalogueImport.error'],
      en['catalogueImport.duplicate'],
    ]).toEqual([C.importStatusLabels.ok, C.importStatusLabels.error, C.importStatusLabels.duplicate]);
    expect(translate('en', 'catalogueImport.summary', { ok: '1,200', errors: '0', duplicates: '3' })).toBe(
      C.summary({ ok: 1200, errors: 0, duplicates: 3, total: 1203 }),
    );
    expect(en['catalogueImport.previewCaption']).toBe(C.previewCaption);
    const products = (n: number) =>
      translate('en', n === 1 ? 'catalogueImport.productOne' : 'catalogueImport.productOther', {
        count: formatCount(n),
      });
    for (const n of [1, 2, 1500])
      expect(translate('en', 'catalogueImport.confirm', { products: products(n) })).toBe(C.confirm(n));
    expect(en['catalogueImport.chooseAgain']).toBe(C.chooseAgain);
    expect(en['catalogueImport.nothing']).toBe(C.nothingToImport);
    expect(translate('en', 'catalogueImport.progress', { done: '100', total: '1,200' })).toBe(
      C.progress(100, 1200),
    );
    expect(en['catalogueImport.importing']).toBe(C.importing);
    for (const reason of ['Server error', null])
      expect(
        translate('en', 'catalogueImport.batchFailed', {
          done: '100',
          total: '1,200',
          reason: reason ?? en['catalogueImport.noAnswer'],
        }),
      ).toBe(C.batchFailed(100, 1200, reason));
    expect(en['catalogueImport.retry']).toBe(C.retry);
    expect(translate('en', 'catalogueImport.done', { products: products(3) })).toBe(C.done(3, 0));
    expect(translate('en', 'catalogueImport.doneSkippedOne', { products: products(3), count: '1' })).toBe(
      C.done(3, 1),
    );
    expect(translate('en', 'catalogueImport.doneSkippedOther', { products: products(1), count: '2' })).toBe(
      C.done(1, 2),
    );
    expect(translate('en', 'catalogueImport.doneErrorsOne', { count: '1' })).toBe(C.doneErrors(1));
    expect(translate('en', 'catalogueImport.doneErrorsOther', { count: '4' })).toBe(C.doneErrors(4));
    expect(en['catalogueImport.importAnother']).toBe(C.importAnother);
  });

  it('list controls are listMessages', () => {
    expect([en['list.loadMore'], en['list.loading'], en['list.moreFailed'], en['list.tryAgain']]).toEqual([
      listMessages.loadMore,
      listMessages.loading,
      listMessages.moreFailed,
      listMessages.tryAgain,
    ]);
  });
});
