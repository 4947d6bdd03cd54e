import { useState } from 'react';
import { formatCalendarDate, formatIndiaDate } from '../../../functions/contract/india-time.ts';
import { myCodesMessages as texts, type MyCode } from '../../../functions/contract/saved-coupons.ts';
import { storePath } from '../../../functions/contract/stores.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './saved.css';

/** The user dashboard's My codes tab (issue 23 item 6): codes revealed in the last 30 days, with Copy. */
export default function MyCodes() {
  const list = usePagedList<MyCode>('/api/account/my-codes', {
    failureLog: 'my codes could not be loaded',
    keyOf: (item) => item.couponId,
  });
  const [status, setStatus] = useState('');

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      setStatus(texts.copied(code));
    } catch {
      setStatus(texts.copyFailed);
    }
  }

  return (
    <div className="saved">
      <p>{texts.intro}</p>
      <p className="saved__status" role="status" aria-live="polite" data-testid="codes-status">
        {status}
      </p>
      {list.status === 'error' ? (
        <LoadFailed text={texts.empty} onRetry={list.reload} />
      ) : list.items === null ? (
        <p>Loading…</p>
      ) : list.items.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <ul className="saved__list" data-testid="codes-list">
          {list.items.map((item) => (
            <li key={item.couponId} className="saved__item">
              <div>
                <p className="saved__title">
                  <code className="saved__code">{item.couponCode}</code> {item.couponName}
                </p>
                <p className="saved__meta">
                  <a href={storePath(item.storeSlug)}>{item.storeName}</a> ·{' '}
                  {texts.revealed(formatIndiaDate(item.revealedAt))} ·{' '}
                  {texts.expires(formatCalendarDate(item.expiryDate))}
                  {item.expired && <span className="saved__badge"> {texts.expiredBadge}</span>}
                </p>
              </div>
              <button
                type="button"
                className="button"
                aria-label={texts.copyLabel(item.couponCode)}
                onClick={() => void copy(item.couponCode)}
              >
                {texts.copy}
              </button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </div>
  );
}
