/** Spec section 9: header opacity = max(1 - scrollY/300, 0.85). */
export const FADE_DISTANCE = 300;
export const MIN_OPACITY = 0.85;

export function headerOpacity(scrollY: number): number {
  return Math.max(1 - Math.max(scrollY, 0) / FADE_DISTANCE, MIN_OPACITY);
}

/**
 * The sticky header fades as the page scrolls. Below 992 px the search box is a bar of its own at the
 * bottom of the header; there only that bar stays in view (a negative sticky top), so a small phone
 * screen keeps its room for the offers while the search stays at hand.
 */
export function initStickyHeader(header: HTMLElement, searchBar: HTMLElement | null) {
  let frame = 0;
  const applyOpacity = () => {
    frame = 0;
    header.style.setProperty('--header-opacity', headerOpacity(window.scrollY).toFixed(3));
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = requestAnimationFrame(applyOpacity);
    },
    { passive: true },
  );
  applyOpacity();

  if (!searchBar) return;
  const small = window.matchMedia('(max-width: 991.98px)');
  const applyOffset = () => {
    const hidden = small.matches ? Math.max(header.offsetHeight - searchBar.offsetHeight, 0) : 0;
    header.style.setProperty('--header-top', `${-hidden}px`);
  };
  small.addEventListener('change', applyOffset);
  new ResizeObserver(applyOffset).observe(header);
}
