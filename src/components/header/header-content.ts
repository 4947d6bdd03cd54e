import type { SiteImageItem } from '../../../functions/contract/site-content.ts';
import { getJsonOrNull } from '../../lib/api.ts';

const TOP_MIDDLE_URL = '/api/TopBanner/TTC_Images/TopMiddle';
const FLASH_TEXT_URL = '/api/AdminContent/get-Flash-Text?position=FlashText';

/** The ad's alt text in the page's language (issue 26): '{host}' is the merchant's site. English without it. */
export interface TopAdAlts {
  from: string;
  plain: string;
}

/** How the top-middle ad shows, in the server's HTML (TopStrip.astro) and when the script adds it. */
export function topAdView(ad: SiteImageItem, alts?: TopAdAlts) {
  const from = alts?.from ?? 'Sponsored offer from {host}';
  return {
    src: ad.imageUrl,
    width: ad.width ?? 1200,
    height: ad.height ?? 300,
    alt: ad.merchantURL ? from.replace('{host}', hostOf(ad.merchantURL)) : (alts?.plain ?? 'Sponsored offer'),
    href: ad.merchantURL,
    rel: 'noopener noreferrer sponsored',
  };
}

/**
 * The top-middle ad (an admin-placed image); the reserved box keeps its placeholder when there is none.
 * Pages rendered on demand already hold it (data-from-server): nothing to ask for then.
 */
export async function loadTopMiddleAd(slot: HTMLElement) {
  if (slot.dataset.fromServer !== undefined) return;
  // Offline or the server away: the header keeps its placeholder.
  const items = await getJsonOrNull<SiteImageItem[]>(TOP_MIDDLE_URL);
  const ad = items?.[0];
  if (!ad) return;
  const { altFrom, alt } = slot.dataset;
  const view = topAdView(ad, altFrom && alt ? { from: altFrom, plain: alt } : undefined);
  const image = document.createElement('img');
  image.src = view.src;
  image.width = view.width;
  image.height = view.height;
  image.decoding = 'async';
  image.alt = view.alt;
  let content: HTMLElement = image;
  if (view.href) {
    const link = document.createElement('a');
    link.href = view.href;
    link.target = '_blank';
    link.rel = view.rel;
    link.append(image);
    content = link;
  }
  content.classList.add('top-ad__content');
  image.addEventListener('load', () => slot.replaceChildren(content), { once: true });
}

/**
 * The scrolling flash text set by an administrator; the built-in line stays when none is active.
 * Pages rendered on demand already hold it (data-from-server).
 */
export async function loadFlashText(target: HTMLElement) {
  if (target.dataset.fromServer !== undefined) return;
  // Offline or the server away: the header keeps its built-in text.
  const body = await getJsonOrNull<{ flashText: string | null }>(FLASH_TEXT_URL);
  const text = body?.flashText?.trim();
  if (!text) return;
  target.textContent = text;
  const lang = scriptLanguage(text);
  if (lang) target.lang = lang;
  else target.removeAttribute('lang');
}

/** Hindi or Telugu text gets its lang, so screen readers and fonts treat it right (spec section 1). */
export function scriptLanguage(text: string): 'hi' | 'te' | null {
  if (/[\u0C00-\u0C7F]/.test(text)) return 'te';
  if (/[\u0900-\u097F]/.test(text)) return 'hi';
  return null;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
