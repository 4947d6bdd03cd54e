import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  isSearchable,
  normalizeSearchText,
  SEARCH_CATEGORIES_MAX,
  SEARCH_COUPONS_DEFAULT,
  SEARCH_STORES_MAX,
  type SearchCategory,
  type SearchCoupon,
  type SearchResults,
  type SearchStore,
} from '../../contract/search.ts';
import type { SearchQuery } from '../../contract/search-schemas.ts';
import type { Database } from '../../db/database.ts';
import { coupons, couponSearchText, merchants, stores } from '../../db/schema/index.ts';
import { liveCoupon, liveCouponIn } from '../coupons/live-coupons.ts';
import { joinPublicCouponTables, publicCouponColumns, toPublicCoupon } from '../coupons/public-coupon.ts';
import { logoOfStorefront, storefrontOfMerchant, storeLogo, storeName } from '../stores/store-identity.ts';

/**
 * One search over stores, live coupons and categories (issue 21 item 5, decision 0058).
 *
 * Every text is compared lower-cased, two ways: a substring (LIKE '%words%'), which works for every
 * script, and pg_trgm's word similarity (`words <% text`, threshold 0.6), which forgives a wrong
 * letter ("charminr" finds Charminar). Both are answered by GIN trigram indexes on the very
 * expressions used here, on PGlite and on Postgres alike. Ranking: exact, then prefix, then a word
 * beginning, then anywhere, then similar; a coupon of a store whose name matched comes first.
 */
export async function search(db: Database, query: SearchQuery): Promise<SearchResults> {
  const empty: SearchResults = { query: query.q, stores: [], coupons: [], categories: [] };
  if (!isSearchable(query.q)) return empty;
  const terms = searchTerms(normalizeSearchText(query.q));
  const [storeRows, couponRows, categoryRows] = await Promise.all([
    findStores(db, terms),
    findCoupons(db, terms, query),
    findCategories(db, terms),
  ]);
  return { query: query.q, stores: storeRows, coupons: couponRows, categories: categoryRows };
}

/** The patterns one query is compared with. */
interface Terms {
  words: string;
  /** '%words%' */
  anywhere: string;
  /** 'words%' */
  prefix: string;
  /** '% words%': a later word begins with them */
  wordStart: string;
  /** Similarity needs three characters to mean anything: shorter words match as substrings only. */
  fuzzy: boolean;
}

function searchTerms(words: string): Terms {
  const escaped = words.replace(/[\\%_]/g, (c) => `\\${c}`);
  return {
    words,
    anywhere: `%${escaped}%`,
    prefix: `${escaped}%`,
    wordStart: `% ${escaped}%`,
    fuzzy: [...words].length >= 3,
  };
}

/** `text` (lower-cased) holds the words, or (three letters or more) words close to them. */
function matches(text: SQL, terms: Terms): SQL {
  return terms.fuzzy
    ? sql`(${text} like ${terms.anywhere} or ${terms.words} <% ${text})`
    : sql`${text} like ${terms.anywhere}`;
}

/** 0 exact, 1 prefix, 2 a word begins with the words, 3 anywhere, 4 similar. */
function closeness(text: SQL, terms: Terms): SQL<number> {
  return sql<number>`case
    when ${text} = ${terms.words} then 0
    when ${text} like ${terms.prefix} then 1
    when ${text} like ${terms.wordStart} then 2
    when ${text} like ${terms.anywhere} then 3
    else 4 end`;
}

const brandText = sql`lower(${merchants.brandName})`;
const legalText = sql`lower(${merchants.merchantName})`;
const storefrontText = sql`lower(${stores.storeName})`;
const shownText = sql`lower(${storeName})`;

/**
 * The merchants whose brand or storefront name matches, or whose registered name does when it is
 * the only name they have (the name rule's last resort, store-identity.ts). Three index lookups
 * joined by UNION, so each uses its own trigram index.
 */
function matchedMerchantIds(terms: Terms): SQL {
  return sql`(
    select ${merchants.id} from ${merchants} where ${matches(brandText, terms)}
    union
    select ${stores.merchantId} from ${stores} where ${matches(storefrontText, terms)}
    union
    select ${merchants.id} from ${merchants}
     where ${matches(legalText, terms)}
       and nullif(btrim(${merchants.brandName}), '') is null
       and not exists (select 1 from ${stores} where ${stores.merchantId} = ${merchants.id}
                         and nullif(btrim(${stores.storeName}), '') is not null)
  )`;
}

/** Stores a shopper can visit: a live coupon or an active storefront, and never one an admin hid. */
async function findStores(db: Database, terms: Terms): Promise<SearchStore[]> {
  const liveCoupons = sql<number>`(select count(*) from ${coupons}
      where ${coupons.merchantId} = ${merchants.id} and ${liveCoupon})::int`;
  const rank = sql`least(${closeness(shownText, terms)}, ${closeness(sql`coalesce(${brandText}, '')`, terms)} + 1, ${closeness(sql`coalesce(${storefrontText}, '')`, terms)} + 1)`;
  const similar = terms.fuzzy ? [sql`word_similarity(${terms.words}, ${shownText}) desc`] : [];
  const rows = await db
    .select({
      name: storeName,
      slug: merchants.storeSlug,
      logoUrl: storeLogo.url,
      liveCoupons,
    })
    .from(merchants)
    .leftJoin(stores, storefrontOfMerchant)
    .leftJoin(storeLogo, logoOfStorefront)
    .where(
      and(
        sql`${merchants.id} in ${matchedMerchantIds(terms)}`,
        sql`${stores.hiddenAt} is null`,
        sql`(${liveCoupons} > 0 or ${stores.isActive})`,
      ),
    )
    .orderBy(sql`${rank}`, ...similar, sql`${liveCoupons} desc`, sql`${shownText}`, merchants.id)
    .limit(SEARCH_STORES_MAX);
  return rows;
}

async function findCoupons(db: Database, terms: Terms, query: SearchQuery): Promise<SearchCoupon[]> {
  const text = couponSearchText(coupons);
  const titleText = sql`lower(${coupons.title})`;
  const nameText = sql`lower(${coupons.couponName})`;
  const ofMatchedStore = sql`${coupons.merchantId} in ${matchedMerchantIds(terms)}`;
  // Coupons whose own text matches, and every coupon of a store whose name matches: a UNION of two
  // indexed lookups (the trigram index and coupons_merchant_idx).
  const candidates = sql`${coupons.id} in (
    select ${coupons.id} from ${coupons} where ${matches(text, terms)}
    union
    select ${coupons.id} from ${coupons} where ${ofMatchedStore}
  )`;
  const rank = sql`case
    when ${ofMatchedStore} then least(${closeness(shownText, terms)}, 2)
    when ${titleText} like ${terms.prefix} or ${nameText} like ${terms.prefix} then 3
    when ${titleText} like ${terms.anywhere} or ${nameText} like ${terms.anywhere} then 4
    when ${text} like ${terms.anywhere} then 5
    else 6 end`;
  // Only the fuzzy matches need their similarity worked out.
  const similar = terms.fuzzy
    ? [
        sql`case when ${text} like ${terms.anywhere} then 1 else word_similarity(${terms.words}, ${text}) end desc`,
      ]
    : [];
  const rows = await joinPublicCouponTables(
    db
      .select({ ...publicCouponColumns, title: coupons.title, couponName: coupons.couponName })
      .from(coupons)
      .$dynamic(),
  )
    .where(
      and(
        liveCouponIn(query.language),
        query.category ? eq(coupons.category, query.category) : undefined,
        candidates,
      ),
    )
    .orderBy(sql`${rank}`, ...similar, desc(coupons.createdAt), desc(coupons.id))
    .limit(query.limit ?? SEARCH_COUPONS_DEFAULT);
  return rows.map((row) => ({ ...toPublicCoupon(row), title: row.title, couponName: row.couponName }));
}

/** Categories with live coupons whose name matches, closest first, then the fullest. */
async function findCategories(db: Database, terms: Terms): Promise<SearchCategory[]> {
  const text = sql`lower(${coupons.category})`;
  const count = sql<number>`count(*)::int`;
  const rows = await db
    .select({ name: coupons.category, liveCoupons: count })
    .from(coupons)
    .where(and(liveCoupon, matches(text, terms)))
    .groupBy(coupons.category)
    .orderBy(sql`min(${closeness(text, terms)})`, sql`${count} desc`, coupons.category)
    .limit(SEARCH_CATEGORIES_MAX);
  return rows;
}
