import { useState } from 'react';
import { FOLLOWING_API_PATH, storePath, type FollowedStore } from '../../../functions/contract/following.ts';
import { formatCalendarDateIn } from '../../../functions/contract/i18n/format.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { localePath, type Locale } from '../../../functions/contract/i18n/locales.ts';
import type { FollowState } from '../../../functions/contract/storefront.ts';
import { storeInitials } from '../../../functions/contract/stores.ts';
import { NetworkError, sendJson } from '../../lib/api.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { LIST_KEYS, LoadFailed, LoadMore } from '../load-more.tsx';
import './following.css';

/**
 * The user dashboard's Following tab (issue 23 item 5): the stores the shopper follows, each with its
 * logo (or initials), its name linking to its store page, its live coupon count, its newest live
 * coupons and an Unfollow button.
 */
/** The texts the dashboard picks for this island (issue 26). */
export const FOLLOWING_KEYS = [
  ...LIST_KEYS,
  'user.following.empty',
  'user.following.liveOne',
  'user.following.liveMany',
  'user.following.noLive',
  'user.following.unfollow',
  'user.following.unfollowLabel',
  'user.following.unfollowed',
  'user.following.loadMore',
  'user.following.failed',
  'user.saved.expires',
] as const;

export default function FollowingList({
  locale,
  texts,
}: {
  locale: Locale;
  texts: Record<(typeof FOLLOWING_KEYS)[number], string>;
}) {
  const list = usePagedList<FollowedStore>(FOLLOWING_API_PATH, {
    failureLog: 'Could not load the followed stores:',
    keyOf: (store) => store.merchantId,
  });
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const unfollow = async (store: FollowedStore) => {
    setBusy(store.merchantId);
    setSaid('');
    try {
      const result = await sendJson<FollowState>('DELETE', `/api/storefront/${store.merchantId}/follow`);
      if (result.ok || result.status === 404) {
        list.removeItem(store.merchantId);
        setSaid(fill(texts['user.following.unfollowed'], { store: store.storeName }));
      } else setSaid(texts['user.following.failed']);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      setSaid(texts['user.following.failed']);
    } finally {
      setBusy(null);
    }
  };

  if (list.status === 'error')
    return <LoadFailed texts={texts} text={texts['user.following.failed']} onRetry={list.reload} alert />;
  return (
    <div className="following">
      <p role="status" className="following__said">
        {said}
      </p>
      {list.items === null ? null : list.items.length === 0 ? (
        <p>{texts['user.following.empty']}</p>
      ) : (
        <ul className="following__list">
          {list.items.map((store) => (
            <li key={store.merchantId} className="following__store" data-followed-store={store.storeName}>
              <div className="following__head">
                {store.logoUrl ? (
                  <img className="following__logo" src={store.logoUrl} alt="" width="48" height="48" />
                ) : (
                  <span className="following__logo following__logo--initials" aria-hidden="true">
                    {storeInitials(store.storeName)}
                  </span>
                )}
                <div className="following__name">
                  <a href={localePath(locale, storePath(store.storeSlug))}>{store.storeName}</a>
                  <span className="following__count">
                    {store.liveCoupons === 1
                      ? texts['user.following.liveOne']
                      : fill(texts['user.following.liveMany'], { count: store.liveCoupons })}
                  </span>
                </div>
                <button
                  type="button"
                  className="button"
                  aria-label={fill(texts['user.following.unfollowLabel'], { store: store.storeName })}
                  disabled={busy === store.merchantId}
                  onClick={() => void unfollow(store)}
                >
                  {texts['user.following.unfollow']}
                </button>
              </div>
              {store.newestCoupons.length > 0 ? (
                <ul className="following__coupons">
                  {store.newestCoupons.map((coupon) => (
                    <li key={coupon.id}>
                      <a href={localePath(locale, storePath(store.storeSlug))}>{coupon.title}</a>{' '}
                      <span className="following__expiry">
                        {fill(texts['user.saved.expires'], {
                          date: formatCalendarDateIn(locale, coupon.expiryDate),
                        })}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="following__none">{texts['user.following.noLive']}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore texts={texts} list={list} label={texts['user.following.loadMore']} />
    </div>
  );
}
