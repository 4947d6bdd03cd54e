import { useState } from 'react';
import { formatCalendarDateIn, formatDateIn } from '../../../functions/contract/i18n/format.ts';
import { localePath, type Locale } from '../../../functions/contract/i18n/locales.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { MyCode } from '../../../functions/contract/saved-coupons.ts';
import { storePath } from '../../../functions/contract/stores.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { LIST_KEYS, LoadFailed, LoadMore } from '../load-more.tsx';
import './saved.css';

/** The user dashboard's My codes tab (issue 23 item 6): codes revealed in the last 30 days, with Copy. */
/** The texts the dashboard picks for this island (issue 26). */
export const CODES_KEYS = [
  ...LIST_KEYS,
  'user.codes.intro',
  'user.codes.empty',
  'user.codes.copy',
  'user.codes.copyLabel',
  'user.codes.copied',
  'user.codes.copyFailed',
  'user.codes.revealed',
  'user.saved.expires',
  'user.saved.expired',
  'user.loading',
] as const;

export default function MyCodes({
  locale,
  texts,
}: {
  locale: Locale;
  texts: Record<(typeof CODES_KEYS)[number], string>;
}) {
  const list = usePagedList<MyCode>('/api/account/my-codes', {
    failureLog: 'my codes could not be loaded',
    keyOf: (item) => item.couponId,
  });
  const [status, setStatus] = useState('');

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      setStatus(fill(texts['user.codes.copied'], { code }));
    } catch {
      setStatus(texts['user.codes.copyFailed']);
    }
  }

  return (
    <div className="saved">
      <p>{texts['user.codes.intro']}</p>
      <p className="saved__status" role="status" aria-live="polite" data-testid="codes-status">
        {status}
      </p>
      {list.status === 'error' ? (
        <LoadFailed texts={texts} text={texts['user.codes.empty']} onRetry={list.reload} />
      ) : list.items === null ? (
        <p>{texts['user.loading']}</p>
      ) : list.items.length === 0 ? (
        <p>{texts['user.codes.empty']}</p>
      ) : (
        <ul className="saved__list" data-testid="codes-list">
          {list.items.map((item) => (
            <li key={item.couponId} className="saved__item">
              <div>
                <p className="saved__title">
                  <code className="saved__code">{item.couponCode}</code> {item.couponName}
                </p>
                <p className="saved__meta">
                  <a href={localePath(locale, storePath(item.storeSlug))}>{item.storeName}</a> ·{' '}
                  {fill(texts['user.codes.revealed'], { date: formatDateIn(locale, item.revealedAt) })} ·{' '}
                  {fill(texts['user.saved.expires'], { date: formatCalendarDateIn(locale, item.expiryDate) })}
                  {item.expired && <span className="saved__badge"> {texts['user.saved.expired']}</span>}
                </p>
              </div>
              <button
                type="button"
                className="button"
                aria-label={fill(texts['user.codes.copyLabel'], { code: item.couponCode })}
                onClick={() => void copy(item.couponCode)}
              >
                {texts['user.codes.copy']}
              </button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore texts={texts} list={list} />
    </div>
  );
}
