import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { FollowState } from '../../../functions/contract/storefront.ts';
import { getJson, sendJson } from '../../lib/api.ts';
import type { CouponTexts } from '../../lib/public-texts.ts';
import { $profile } from '../../stores/profile.ts';

/** By the store's slug, which a card carries (GET/POST/DELETE /api/stores/{slug}/follow). */
const followPath = (storeSlug: string) => `/api/stores/${encodeURIComponent(storeSlug)}/follow`;

/**
 * "Follow {store}" on an opened card (issue 23 item 5, decision 0080): shown to a signed-in shopper
 * beside the revealed code, the moment the store proved useful. Loaded lazily with the open face, so
 * the listing pages' first script stays as it was. The state is read when it appears; a store that
 * cannot be followed (the API answers 404) shows nothing.
 */
export default function FollowStoreButton({
  storeSlug,
  storeName,
  texts,
}: {
  storeSlug: string;
  storeName: string;
  texts: CouponTexts;
}) {
  const store = { store: storeName };
  // Only shoppers follow; a merchant or an administrator who opened a code sees nothing.
  const isShopper = useStore($profile)?.role === 'user';
  const [following, setFollowing] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!isShopper) return;
    let live = true;
    getJson<FollowState>(followPath(storeSlug))
      .then((state) => live && setFollowing(state.following))
      .catch(() => live && setFollowing(null));
    return () => {
      live = false;
    };
  }, [isShopper, storeSlug]);

  if (!isShopper || following === null) return null;

  async function toggle() {
    setBusy(true);
    const answer = await sendJson<FollowState>(following ? 'DELETE' : 'POST', followPath(storeSlug)).catch(
      () => null,
    );
    setBusy(false);
    if (answer?.ok) {
      setFollowing(answer.data.following);
      setStatus(
        fill(answer.data.following ? texts['cards.followedStore'] : texts['cards.unfollowed'], store),
      );
    } else setStatus(answer?.message ?? texts['cards.followFailed']);
  }

  return (
    <div className="coupon-card__follow">
      <button
        type="button"
        className={`button coupon-card__follow-button${following ? ' is-following' : ''}`}
        aria-pressed={following}
        aria-disabled={busy || undefined}
        aria-label={fill(following ? texts['cards.followingLabel'] : texts['cards.followLabel'], store)}
        onClick={() => void (busy ? undefined : toggle())}
      >
        {following ? `✓ ${texts['cards.following']}` : `+ ${fill(texts['cards.followLabel'], store)}`}
      </button>
      <p className="coupon-card__follow-status" role="status">
        {status}
      </p>
    </div>
  );
}
