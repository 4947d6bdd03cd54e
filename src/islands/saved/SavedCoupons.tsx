import { useState } from 'react';
import { formatCalendarDate } from '../../../functions/contract/india-time.ts';
import { savedCouponMessages as texts, type SavedCoupon } from '../../../functions/contract/saved-coupons.ts';
import { sendJson } from '../../lib/api.ts';
import { storePath } from '../../../functions/contract/stores.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './saved.css';

/** The user dashboard's Saved tab (issue 23 item 4): the shopper's saved coupons, each with Remove. */
export default function SavedCoupons() {
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
    } else setStatus(answer?.message ?? texts.failed);
  }

  return (
    <div className="saved">
      <p>{texts.intro}</p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {list.status === 'error' ? (
        <LoadFailed text={texts.failed} onRetry={list.reload} />
      ) : list.items === null ? (
        <p>Loading…</p>
      ) : list.items.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <ul className="saved__list" data-testid="saved-list">
          {list.items.map((item) => (
            <li key={item.id} className="saved__item">
              <div>
                <p className="saved__title">{item.title}</p>
                <p className="saved__meta">
                  <a href={storePath(item.storeSlug)}>{item.storeName}</a> ·{' '}
                  {texts.expires(formatCalendarDate(item.expiryDate))}
                  {item.expired ? (
                    <span className="saved__badge"> {texts.expiredBadge}</span>
                  ) : !item.live ? (
                    <span className="saved__badge"> {texts.notListed}</span>
                  ) : null}
                </p>
              </div>
              <button
                type="button"
                className="button"
                aria-label={texts.removeLabel(item.title)}
                onClick={() => void remove(item)}
              >
                {texts.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </div>
  );
}
