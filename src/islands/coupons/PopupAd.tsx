import { useEffect, useState } from 'react';
import { POPUP_AD_CLOSE_MS, POPUP_AD_COUNTDOWN_FROM } from '../../../functions/contract/limits.ts';
import type { SiteImageItem } from '../../../functions/contract/site-content.ts';
import type { CouponTexts } from '../../lib/public-texts.ts';
import { useJson } from '../content/use-json.ts';

const CLOSABLE_AT_SECONDS_LEFT = POPUP_AD_COUNTDOWN_FROM - POPUP_AD_CLOSE_MS / 1000;

/**
 * The popup ad on a coupon card's back (spec sections 4 and 9): its countdown starts at 12, its close
 * button shows at 6 s and it closes itself at 6 s. It shows the administrator's popup ad image (Card
 * Images tab) when there is one; it sits below the code and never covers it.
 */
export default function PopupAd({ texts }: { texts: CouponTexts }) {
  const [secondsLeft, setSecondsLeft] = useState(POPUP_AD_COUNTDOWN_FROM);
  const [open, setOpen] = useState(true);
  const loaded = useJson<{ popupAd: SiteImageItem | null }>(
    '/api/site-images/popup-ad',
    'Failed to load the popup ad:',
  );
  const ad = loaded.status === 'ready' ? loaded.data.popupAd : null;

  useEffect(() => {
    const started = performance.now();
    const tick = window.setInterval(() => {
      const elapsed = Math.floor((performance.now() - started) / 1000);
      setSecondsLeft(Math.max(0, POPUP_AD_COUNTDOWN_FROM - elapsed));
    }, 250);
    const close = window.setTimeout(() => setOpen(false), POPUP_AD_CLOSE_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(close);
    };
  }, []);

  if (!open) return null;
  return (
    <div className="popup-ad" data-testid="popup-ad">
      <span className="popup-ad__label">{texts['cards.sponsored']}</span>
      {ad &&
        (ad.merchantURL ? (
          <a href={ad.merchantURL} target="_blank" rel="noopener noreferrer" className="popup-ad__link">
            <img
              src={ad.imageUrl}
              alt={texts['cards.sponsoredOffer']}
              width={ad.width ?? 600}
              height={ad.height ?? 600}
              className="popup-ad__image"
            />
          </a>
        ) : (
          <img
            src={ad.imageUrl}
            alt={texts['cards.sponsoredOffer']}
            width={ad.width ?? 600}
            height={ad.height ?? 600}
            className="popup-ad__image"
          />
        ))}
      <span className="popup-ad__count" data-testid="popup-ad-countdown">
        {secondsLeft}
        <span className="visually-hidden">{` ${texts['cards.seconds']}`}</span>
      </span>
      {secondsLeft <= CLOSABLE_AT_SECONDS_LEFT && (
        <button type="button" className="popup-ad__close" onClick={() => setOpen(false)}>
          {texts['cards.closeAd']}
        </button>
      )}
    </div>
  );
}
