import { useEffect, useId, useRef, useState } from 'react';
import type { SiteImageItem } from '../../../functions/contract/site-content.ts';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { SeasonalTexts } from '../../lib/public-texts.ts';
import { useJson } from './use-json.ts';

/** Spec section 9: autoplay every 2 s, each move taking 500 ms. How many show is set in content.css. */
export const SEASONAL_AUTOPLAY_MS = 2000;
export const SEASONAL_SPEED_MS = 500;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * The seasonal offers (spec: Home, Top Coupons, Best Offers; sections 4 and 9): a slider showing 5, 4,
 * 3 or 1 offers by screen width that moves one offer every 2 s, or, with 'View All', a grid of them all.
 * The slider is a scroll-snap strip, so it also swipes; it stops under prefers-reduced-motion, while
 * hovered or focused, and with its pause button.
 */
export default function SeasonalOffers({ texts }: { texts: SeasonalTexts }) {
  const loaded = useJson<SiteImageItem[]>(
    '/api/SeasonalOffer_Images/get-SeasonalOffers-images',
    'Failed to load seasonal offers:',
  );
  const offers = loaded.status === 'ready' ? loaded.data : [];
  const [viewAll, setViewAll] = useState(false);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const viewport = useRef<HTMLDivElement>(null);
  const animation = useRef<number | undefined>(undefined);
  const headingId = useId();
  const moving = !viewAll && !paused && !held && !reducedMotion && offers.length > 1;

  const move = (by: number, animate: boolean) => {
    const strip = viewport.current;
    const first = strip?.querySelector('li');
    if (!strip || !first) return;
    const width = first.getBoundingClientRect().width;
    if (width === 0) return;
    const visible = Math.max(1, Math.round(strip.clientWidth / width));
    const lastStart = Math.max(0, offers.length - visible);
    const current = Math.round(strip.scrollLeft / width);
    const next = current + by > lastStart ? 0 : current + by < 0 ? lastStart : current + by;
    const from = strip.scrollLeft;
    const to = next * width;
    if (animation.current !== undefined) cancelAnimationFrame(animation.current);
    if (!animate) {
      strip.scrollLeft = to;
      return;
    }
    // Snapping is off while the strip glides, so it cannot fight the animation.
    strip.classList.add('is-gliding');
    const started = performance.now();
    const frame = (now: number) => {
      const progress = Math.min(1, (now - started) / SEASONAL_SPEED_MS);
      strip.scrollLeft = from + (to - from) * easeInOut(progress);
      if (progress < 1) animation.current = requestAnimationFrame(frame);
      else {
        animation.current = undefined;
        strip.classList.remove('is-gliding');
      }
    };
    animation.current = requestAnimationFrame(frame);
  };
  const moveRef = useRef(move);
  useEffect(() => {
    moveRef.current = move;
  });

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => moveRef.current(1, true), SEASONAL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [moving]);

  useEffect(
    () => () => {
      if (animation.current !== undefined) cancelAnimationFrame(animation.current);
    },
    [],
  );

  const offer = (item: SiteImageItem, index: number) => {
    const image = (
      <img
        src={item.imageUrl}
        alt={fill(texts['content.seasonalOffer'], { number: index + 1 })}
        width={item.width ?? 600}
        height={item.height ?? 400}
        loading="lazy"
        decoding="async"
      />
    );
    return (
      <li key={item.id} className="seasonal__item">
        {item.merchantURL ? (
          <a href={item.merchantURL} target="_blank" rel="noopener noreferrer">
            {image}
          </a>
        ) : (
          image
        )}
      </li>
    );
  };

  return (
    <section className="seasonal" aria-labelledby={headingId} data-testid="seasonal-offers">
      <div className="seasonal__head">
        <h2 id={headingId}>{texts['content.seasonalHeading']}</h2>
        <div className="seasonal__tools">
          {!viewAll && offers.length > 1 && (
            <>
              <button type="button" className="chip chip--small" onClick={() => move(-1, !reducedMotion)}>
                <span aria-hidden="true">‹</span>
                <span className="visually-hidden">{texts['content.previousSeasonal']}</span>
              </button>
              {!reducedMotion && (
                <button
                  type="button"
                  className="chip chip--small"
                  aria-pressed={paused}
                  onClick={() => setPaused((p) => !p)}
                >
                  {paused ? texts['content.play'] : texts['content.pause']}
                  <span className="visually-hidden">{` ${texts['content.seasonalOffers']}`}</span>
                </button>
              )}
              <button type="button" className="chip chip--small" onClick={() => move(1, !reducedMotion)}>
                <span aria-hidden="true">›</span>
                <span className="visually-hidden">{texts['content.nextSeasonal']}</span>
              </button>
            </>
          )}
          {offers.length > 0 && (
            <button
              type="button"
              className="chip chip--small"
              aria-pressed={viewAll}
              onClick={() => setViewAll((all) => !all)}
            >
              {texts['content.viewAll']}
            </button>
          )}
        </div>
      </div>
      {loaded.status === 'loading' ? (
        <div className="seasonal__placeholder" aria-hidden="true" />
      ) : viewAll ? (
        <ul className="seasonal__grid" data-testid="seasonal-grid">
          {offers.map(offer)}
        </ul>
      ) : (
        <div
          ref={viewport}
          className="seasonal__viewport"
          data-testid="seasonal-slider"
          data-moving={moving ? 'true' : 'false'}
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
          }}
        >
          <ul className="seasonal__strip">{offers.map(offer)}</ul>
        </div>
      )}
    </section>
  );
}
