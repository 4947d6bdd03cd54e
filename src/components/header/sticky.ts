/** Spec section 9: header opacity = max(1 - scrollY/300, 0.85). */
export const FADE_DISTANCE = 300;
export const MIN_OPACITY = 0.85;
/**
 * The scroll at which the fade ends: 1 - y/300 = 0.85 at y = 45 px. SiteHeader.astro's scroll-driven
 * animation runs over exactly this range (animation-range: 0 45px).
 */
export const FADE_END_SCROLL = Math.round(FADE_DISTANCE * (1 - MIN_OPACITY));

export function headerOpacity(scrollY: number): number {
  return Math.max(1 - Math.max(scrollY, 0) / FADE_DISTANCE, MIN_OPACITY);
}

/**
 * The header's content fades as the page scrolls; its backdrop stays opaque (docs/decisions/0052).
 * Browsers with scroll-driven animations do it in CSS, off the main thread; only the others get this
 * scroll listener, which writes one custom property per frame and reads no layout.
 */
export function initStickyHeader(header: HTMLElement) {
  if (CSS.supports('animation-timeline: scroll()')) return;
  let frame = 0;
  let last = '';
  const applyOpacity = () => {
    frame = 0;
    const value = headerOpacity(window.scrollY).toFixed(3);
    if (value === last) return;
    last = value;
    header.style.setProperty('--header-opacity', value);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = requestAnimationFrame(applyOpacity);
    },
    { passive: true },
  );
  // The first value waits for a frame too: read during the page's load, scrollY would force a layout.
  frame = requestAnimationFrame(applyOpacity);
}
