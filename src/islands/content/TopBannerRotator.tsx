import { useEffect, useRef, useState } from 'react';
import { BANNER_ROTATION_MS } from '../../../functions/contract/limits.ts';
import type { SiteImageItem } from '../../../functions/contract/site-content.ts';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { BannerTexts } from '../../lib/public-texts.ts';
import { useJson } from './use-json.ts';

const isVideo = (item: SiteImageItem) => item.contentType.startsWith('video/');

/**
 * The home page's rotating ad banner (spec: Home; sections 3, 4 and 9): an image stays 5 s, a video
 * plays muted and inline and hands over when it ends. Under prefers-reduced-motion nothing moves or
 * plays by itself; a pause button and previous/next buttons work from the keyboard.
 */
const BANNERS_URL = '/api/TopBanner/get-top-banners';

export default function TopBannerRotator({
  texts,
  initial,
}: {
  texts: BannerTexts;
  /** The same list read on the server for the page's first view (functions/pages/first-view.ts). */
  initial?: SiteImageItem[] | undefined;
}) {
  const loaded = useJson<SiteImageItem[]>(BANNERS_URL, 'Failed to load banners:', {
    url: BANNERS_URL,
    data: initial,
  });
  const banners = loaded.status === 'ready' ? loaded.data : [];
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const videos = useRef(new Map<string, HTMLVideoElement>());
  const moving = banners.length > 1 && !paused && !reducedMotion;
  const current = banners[active];

  const step = (by: number) => setActive((index) => (index + by + banners.length) % banners.length);

  // Images move on after 5 s; a video moves on when it ends (onEnded below).
  useEffect(() => {
    if (!moving || !current || isVideo(current)) return;
    const timer = window.setTimeout(
      () => setActive((index) => (index + 1) % banners.length),
      BANNER_ROTATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [moving, current, banners.length]);

  // Only the shown video plays, and only while the banner is moving.
  useEffect(() => {
    for (const [id, video] of videos.current) {
      if (id === current?.id && moving) void video.play().catch(() => {});
      else video.pause();
    }
  }, [current, moving]);

  if (banners.length === 0) return <div className="banner banner--empty" data-testid="top-banner" />;

  return (
    <section
      className="banner"
      data-testid="top-banner"
      aria-roledescription="carousel"
      aria-label={texts['content.advertisements']}
    >
      <div className="banner__slides">
        {banners.map((item, index) => {
          const shown = index === active;
          const label = fill(texts['content.advertisementOf'], { number: index + 1, total: banners.length });
          const media = isVideo(item) ? (
            <video
              ref={(element) => {
                if (element) videos.current.set(item.id, element);
                else videos.current.delete(item.id);
              }}
              src={item.imageUrl}
              width={item.width ?? undefined}
              height={item.height ?? undefined}
              muted
              playsInline
              preload={shown ? 'metadata' : 'none'}
              controls={reducedMotion}
              aria-label={item.merchantURL ? undefined : label}
              onEnded={() => {
                if (moving) step(1);
              }}
            />
          ) : (
            <img
              src={item.imageUrl}
              alt={item.merchantURL ? '' : label}
              width={item.width ?? undefined}
              height={item.height ?? undefined}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          );
          return (
            <div
              key={item.id}
              className={shown ? 'banner__slide is-active' : 'banner__slide'}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(texts['content.slideOf'], { number: index + 1, total: banners.length })}
              aria-hidden={!shown}
              inert={!shown}
            >
              {item.merchantURL ? (
                <a href={item.merchantURL} target="_blank" rel="noopener noreferrer" aria-label={label}>
                  {media}
                </a>
              ) : (
                media
              )}
            </div>
          );
        })}
      </div>
      {banners.length > 1 && (
        <div className="banner__controls">
          <button type="button" className="chip chip--small" onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{texts['content.previousAd']}</span>
          </button>
          {!reducedMotion && (
            <button
              type="button"
              className="chip chip--small"
              onClick={() => setPaused((p) => !p)}
              aria-pressed={paused}
            >
              {paused ? texts['content.playBanner'] : texts['content.pauseBanner']}
            </button>
          )}
          <button type="button" className="chip chip--small" onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{texts['content.nextAd']}</span>
          </button>
        </div>
      )}
    </section>
  );
}
