import { useEffect, useState } from 'react';
import { POPUP_AD_CLOSE_MS, POPUP_AD_COUNTDOWN_FROM } from '../../../functions/contract/limits.ts';

const CLOSABLE_AT_SECONDS_LEFT = POPUP_AD_COUNTDOWN_FROM - POPUP_AD_CLOSE_MS / 1000;

/**
 * The popup ad on a coupon card's back (spec sections 4 and 9): its countdown starts at 12, its close
 * button shows at 6 s and it closes itself at 6 s. The admin's popup_ad image has no public read, so
 * the panel shows the countdown only; it sits below the code and never covers it.
 */
export default function PopupAd() {
  const [secondsLeft, setSecondsLeft] = useState(POPUP_AD_COUNTDOWN_FROM);
  const [open, setOpen] = useState(true);

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
      <span className="popup-ad__label">Sponsored</span>
      <span className="popup-ad__count" data-testid="popup-ad-countdown">
        {secondsLeft}
        <span className="visually-hidden"> seconds</span>
      </span>
      {secondsLeft <= CLOSABLE_AT_SECONDS_LEFT && (
        <button type="button" className="popup-ad__close" onClick={() => setOpen(false)}>
          Close ad
        </button>
      )}
    </div>
  );
}
