import { describe, expect, it } from 'vitest';
import { appendPage, prependItem, removeItem, updateItem } from '../../src/lib/paged-list.ts';

type Row = { id: string; name: string; hidden?: boolean };
const byId = (row: Row) => row.id;
const row = (id: string, name = id): Row => ({ id, name });

describe('a paged list', () => {
  it('adds the next page under the rows shown, in the page order', () => {
    expect(appendPage([row('a'), row('b')], [row('c'), row('d')], byId).map(byId)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('lists a row once when a later page brings it again (added here, or moved by a change)', () => {
    const merged = appendPage(
      [row('new', 'added here'), row('a')],
      [row('b'), row('new', 'from the page'), row('b')],
      byId,
    );
    expect(merged).toEqual([row('new', 'added here'), row('a'), row('b')]);
  });

  it('starts from nothing and keeps an empty page as it is', () => {
    expect(appendPage([], [row('a')], byId)).toEqual([row('a')]);
    const current = [row('a')];
    expect(appendPage(current, [], byId)).toEqual(current);
  });

  it('puts a new row first, replacing the row with its key', () => {
    expect(prependItem([row('a'), row('b')], row('b', 'edited'), byId)).toEqual([
      row('b', 'edited'),
      row('a'),
    ]);
    expect(prependItem([row('a')], row('c'), byId).map(byId)).toEqual(['c', 'a']);
  });

  it('changes only the row with the key, by a partial change or a function', () => {
    const rows = [row('a'), row('b')];
    expect(updateItem(rows, 'b', { hidden: true }, byId)).toEqual([row('a'), { ...row('b'), hidden: true }]);
    expect(updateItem(rows, 'a', () => row('a', 'replaced'), byId)).toEqual([row('a', 'replaced'), row('b')]);
    expect(updateItem(rows, 'zz', { hidden: true }, byId)).toEqual(rows);
    expect(rows).toEqual([row('a'), row('b')]);
  });

  it('takes the row with the key away and leaves the others', () => {
    expect(removeItem([row('a'), row('b'), row('c')], 'b', byId).map(byId)).toEqual(['a', 'c']);
    expect(removeItem([row('a')], 'zz', byId)).toEqual([row('a')]);
  });

  it('tells rows apart by the key it is given (a storefront by its merchant)', () => {
    const stores = [{ merchantId: 'm1', hidden: false }];
    const key = (store: { merchantId: string }) => store.merchantId;
    expect(updateItem(stores, 'm1', { hidden: true }, key)).toEqual([{ merchantId: 'm1', hidden: true }]);
  });
});
