import { useState } from 'react';
import {
  FOLLOWING_API_PATH,
  followingMessages as T,
  storePath,
  type FollowedStore,
} from '../../../functions/contract/following.ts';
import type { FollowState } from '../../../functions/contract/storefront.ts';
import { storeInitials } from '../../../functions/contract/stores.ts';
import { NetworkError, sendJson } from '../../lib/api.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './following.css';

/**
 * The user dashboard's Following tab (issue 23 item 5): the stores the shopper follows, each with its
 * logo (or initials), its name linking to its store page, its live coupon count, its newest live
 * coupons and an Unfollow button.
 */
export default function FollowingList() {
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
        setSaid(T.unfollowed(store.storeName));
      } else setSaid(T.failed);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      setSaid(T.failed);
    } finally {
      setBusy(null);
    }
  };

  if (list.status === 'error') return <LoadFailed text={T.failed} onRetry={list.reload} alert />;
  return (
    <div className="following">
      <p role="status" className="following__said">
        {said}
      </p>
      {list.items === null ? null : list.items.length === 0 ? (
        <p>{T.empty}</p>
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
                  <a href={storePath(store.storeSlug)}>{store.storeName}</a>
                  <span className="following__count">{T.liveCoupons(store.liveCoupons)}</span>
                </div>
                <button
                  type="button"
                  className="button"
                  aria-label={T.unfollowLabel(store.storeName)}
                  disabled={busy === store.merchantId}
                  onClick={() => void unfollow(store)}
                >
                  {T.unfollow}
                </button>
              </div>
              {store.newestCoupons.length > 0 ? (
                <ul className="following__coupons">
                  {store.newestCoupons.map((coupon) => (
                    <li key={coupon.id}>
                      <a href={storePath(store.storeSlug)}>{coupon.title}</a>{' '}
                      <span className="following__expiry">{T.expires(coupon.expiryDate)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="following__none">{T.noLiveCoupons}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} label={T.loadMore} />
    </div>
  );
}
