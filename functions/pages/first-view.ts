import type { HeroSlide } from '../contract/api-types.ts';
import type { HeaderContent, SiteImageItem } from '../contract/site-content.ts';
import { FLASH_TEXT_POSITION, TOP_MIDDLE_POSITION } from '../contract/site-images.ts';
import type {
  AdSlotCoupon,
  BestOffer,
  CategoryCount,
  CouponSource,
  ListedCoupon,
  OfferLanguage,
} from '../contract/public.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { defaultRateBp } from '../services/earnings/cashback-settings.ts';
import { createLogger, describeError } from '../http/logger.ts';
import { publicCacheHeaders } from '../http/public-cache-headers.ts';
import { getRuntime, type Runtime } from '../runtime.ts';
import { listHeroSlides, listSiteImageItems } from '../services/list-site-images.ts';
import { readFlashText } from '../services/site-images/read-flash-text.ts';
import { listAdSlots } from '../services/public/list-ad-slots.ts';
import { listBestOffers } from '../services/public/list-best-offers.ts';
import { listCategoryCounts } from '../services/public/list-category-counts.ts';
import { listNewestCoupons } from '../services/public/list-newest-coupons.ts';
import { listPopularCoupons } from '../services/public/list-popular-coupons.ts';

/**
 * The first view of the public pages that show live lists (/, /categories, /top-coupons, /best-offers,
 * /popular), read on the server while the page renders (docs/decisions/0013). The hero image and the
 * first coupon cards are then in the HTML, instead of waiting on a slow phone for React, then an API
 * call, then the image. The data and its shape are exactly the public API's, so no code ever reaches
 * it, and the pages are as cacheable as the API: `sharePublicly` gives them its headers.
 *
 * A failed read is logged and gives `undefined`: the page still renders, and its island loads the
 * list itself as it would without a first view.
 */

interface Lists {
  adSlots: AdSlotCoupon[];
  bestOffers: BestOffer[];
  newest: ListedCoupon[];
  popular: ListedCoupon[];
}

type Language = OfferLanguage | undefined;
const LISTS: {
  [S in CouponSource]: (db: Database, language: Language, defaultRateBp: number) => Promise<Lists[S]>;
} = {
  adSlots: (db, language, rate) => listAdSlots(db, { language }, rate),
  bestOffers: (db, language, rate) => listBestOffers(db, { language }, rate),
  newest: (db, language, rate) => listNewestCoupons(db, { language }, rate),
  popular: (db, language, rate) => listPopularCoupons(db, { language }, rate),
};

/** GET /api/AToZ/newest?sort=reliable: the Categories page's "Most reliable" first view (issue 23 item 2). */
export function reliableCouponsForPage(language?: OfferLanguage | null): Promise<ListedCoupon[] | undefined> {
  return read('coupon list reliable', (db, config) =>
    listNewestCoupons(db, { language: language ?? undefined, sort: 'reliable' }, defaultRateBp(config)),
  );
}

/**
 * The list at the source's API path, in one language when the page's address chose one (?language=,
 * src/lib/listing-state.ts), else unfiltered.
 */
export function couponListForPage<S extends CouponSource>(
  source: S,
  language?: OfferLanguage | null,
): Promise<Lists[S] | undefined> {
  return read(`coupon list ${source}`, (db, config) =>
    LISTS[source](db, language ?? undefined, defaultRateBp(config)),
  );
}

/** GET /api/AToZ/category-counts, for the Categories page's tiles. */
export function categoryCountsForPage(language?: OfferLanguage | null): Promise<CategoryCount[] | undefined> {
  return read('category counts', (db) => listCategoryCounts(db, { language: language ?? undefined }));
}

/** GET /api/AdminContent/get-hero-images, for the home page's first slide. */
export function heroSlidesForPage(): Promise<HeroSlide[] | undefined> {
  return read('hero slides', (db) => listHeroSlides(db));
}

/**
 * GET /api/TopBanner/get-top-banners, for the home page's banner: in the HTML, the banner box and its
 * buttons have their final size before the island wakes, so nothing below moves (CLS 0, issue 26 item 6).
 */
export function topBannersForPage(): Promise<SiteImageItem[] | undefined> {
  return read('top banners', (db) => listSiteImageItems(db, 'top_banner', null));
}

/**
 * The header's admin content (GET /api/TopBanner/TTC_Images/TopMiddle and get-Flash-Text): on a phone
 * the top-middle ad is often the largest thing in view, so it belongs in the HTML too.
 */
export function headerForPage(): Promise<HeaderContent | undefined> {
  return read('header content', async (db) => {
    const [ads, flashText] = await Promise.all([
      listSiteImageItems(db, 'top_middle', TOP_MIDDLE_POSITION),
      readFlashText(db, FLASH_TEXT_POSITION),
    ]);
    return { topMiddleAd: ads[0] ?? null, flashText };
  });
}

/**
 * A page built from these reads is the same for every visitor: CDNs may keep it as long as the API's
 * lists (60 s), and browsers revalidate. Such a page must not show who is signed in (BaseLayout `shared`).
 */
export function sharePublicly(headers: Headers, seconds = 60) {
  for (const [name, value] of Object.entries(publicCacheHeaders(seconds))) headers.set(name, value);
}

async function read<T>(
  what: string,
  load: (db: Database, config: Config) => Promise<T>,
): Promise<T | undefined> {
  let runtime: Runtime | undefined;
  try {
    runtime = await getRuntime();
    return await load(runtime.database.db, runtime.config);
  } catch (error) {
    (runtime?.log ?? createLogger('error')).error('first view: could not read', {
      what,
      ...describeError(error),
    });
    return undefined;
  }
}
