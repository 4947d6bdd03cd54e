import { useStore } from '@nanostores/react';
import { useEffect, useState, type MouseEvent } from 'react';
import { getJson, sendJson } from '../../lib/api.ts';
import type { CouponTexts } from '../../lib/public-texts.ts';
import { $profile } from '../../stores/profile.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { cardAnchor } from './use-open-from-address.ts';

/** The signed-in shopper's saved coupon ids, read once per page for every card (issue 23 item 4). */
let savedIds: Promise<Set<string>> | undefined;
function readSavedIds(): Promise<Set<string>> {
  savedIds ??= getJson<{ id: string }[]>('/api/account/saved-coupons?limit=200')
    .then((items) => new Set(items.map((item) => item.id)))
    .catch(() => new Set<string>());
  return savedIds;
}

async function openLogin(couponId: string) {
  const { showAuthPopup } = await import('../auth-popup-mount.tsx');
  // Back to this page at this card, not opened: the shopper presses Save again once signed in.
  showAuthPopup(`${window.location.pathname}${window.location.search}#${cardAnchor(couponId)}`);
}

/**
 * The card's bookmark: "Save coupon" / "Saved" (aria-pressed). A visitor is asked to sign in and comes
 * back to the card; merchants and admins (who cannot save) do not see it.
 */
export default function SaveCouponButton({ couponId, texts }: { couponId: string; texts: CouponTexts }) {
  // The server renders every card as a visitor sees it; the session is known only once hydrated, so
  // the first client render must match (React #418 otherwise) and the role is used from then on.
  const hydrated = useHydrated();
  const stored = useStore($profile);
  const profile = hydrated ? stored : null;
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    if (profile?.role !== 'user') return;
    let live = true;
    void readSavedIds().then((ids) => {
      if (live) setSaved(ids.has(couponId));
    });
    return () => {
      live = false;
    };
  }, [profile, couponId]);

  if (profile && profile.role !== 'user') return null;

  async function toggle(event: MouseEvent<HTMLButtonElement>) {
    event.stopPropagation();
    if (!profile) {
      void openLogin(couponId);
      return;
    }
    setBusy(true);
    const answer = await sendJson<{ saved: boolean; message: string }>(
      saved ? 'DELETE' : 'POST',
      `/api/coupons/${couponId}/save`,
    ).catch(() => null);
    setBusy(false);
    if (answer?.ok) {
      setSaved(answer.data.saved);
      setFailure('');
      void readSavedIds().then((ids) => (answer.data.saved ? ids.add(couponId) : ids.delete(couponId)));
    } else setFailure(answer?.message ?? texts['cards.saveFailed']);
  }

  return (
    <>
      <button
        type="button"
        className={`coupon-card__save${saved ? ' is-saved' : ''}`}
        aria-pressed={saved}
        aria-disabled={busy || undefined}
        aria-label={saved ? texts['cards.saved'] : texts['cards.save']}
        data-testid="coupon-save"
        onClick={(event) => void (busy ? event.stopPropagation() : toggle(event))}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {failure && (
        <p className="coupon-card__save-failed" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
