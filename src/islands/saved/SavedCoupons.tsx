import { useState } from 'react';
import { formatCalendarDateIn } from '../../../functions/contract/i18n/format.ts';
import { localePath, type Locale } from '../../../functions/contract/i18n/locales.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { SavedCoupon } from '../../../functions/contract/saved-coupons.ts';
import { sendJson } from '../../lib/api.ts';
import { storePath } from '../../../functions/contract/stores.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { LIST_KEYS, LoadFailed, LoadMore } from '../load-more.tsx';
import './saved.css';

/** The texts the dashboard picks for this island (issue 26). */
export const SAVED_KEYS = [
  ...LIST_KEYS,
  'user.saved.intro',
  'user.saved.empty',
  'user.saved.failed',
  'user.saved.remove',
  'user.saved.removeLabel',
  'user.saved.expires',
  'user.saved.expired',
  'user.saved.notListed',
  'user.loading',
] as const;

/** The user dashboard's Saved tab (issue 23 item 4): the shopper's saved coupons, each with Remove. */
export default function SavedCoupons({
  locale,
  texts,
}: {
  locale: Locale;
  texts: Record<(typeof SAVED_KEYS)[number], string>;
}) {
  const list = usePagedList<SavedCoupon>('/api/account/saved-coupons', {
    failureLog: 'saved coupons could not be loaded',
  });
  const [status, setStatus] = useState('');

  async function remove(item: SavedCoupon) {
    const answer = await sendJson<{ message: string }>('DELETE', `/api/coupons/${item.id}/save`).catch(
      () => null,
    );
    if (answer?.ok) {
      list.removeItem(item.id);
      setStatus(answer.data.message);
    } else setStatus(answer?.message ?? texts['user.saved.failed']);
  }

  return (
    <div className="saved">
      <p>{texts['user.saved.intro']}</p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {list.status === 'error' ? (
        <LoadFailed texts={texts} text={texts['user.saved.failed']} onRetry={list.reload} />
      ) : list.items === null ? (
        <p>{texts['user.loading']}</p>
      ) : list.items.length === 0 ? (
        <p>{texts['user.saved.empty']}</p>
      ) : (
        <ul className="saved__list" data-testid="saved-list">
          {list.items.map((item) => (
            <li key={item.id} className="saved__item">
              <div>
                <p className="saved__title">{item.title}</p>
                <p className="saved__meta">
                  <a href={localePath(locale, storePath(item.storeSlug))}>{item.storeName}</a> ·{' '}
                  {fill(texts['user.saved.expires'], { date: formatCalendarDateIn(locale, item.expiryDate) })}
                  {item.expired ? (
                    <span className="saved__badge"> {texts['user.saved.expired']}</span>
                  ) : !item.live ? (
                    <span className="saved__badge"> {texts['user.saved.notListed']}</span>
                  ) : null}
                </p>
              </div>
              <button
                type="button"
                className="button"
                aria-label={fill(texts['user.saved.removeLabel'], { name: item.title })}
                onClick={() => void remove(item)}
              >
                {texts['user.saved.remove']}
              </button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore texts={texts} list={list} />
    </div>
  );
}
