import { bpToPercent, rateInForceBpSql } from '../stores/store-cashback.ts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  isSearchable,
  normalizeSearchText,
  SEARCH_CATEGORIES_MAX,
  SEARCH_COUPONS_DEFAULT,
  SEARCH_STORES_MAX,
  type SearchCategory,
  type SearchResults,
  type SearchStore,
} from '../../contract/search.ts';
import type { SearchQuery } from '../../contract/search-schemas.ts';
import type { Database } from '../../db/database.ts';
import {
  cashbackRateBounds,
  coupons,
  couponSearchText,
  couponTitleText,
  mediaFiles,
  merchants,
  storeCashbackTerms,
  stores,
} from '../../db/schema/index.ts';
import { liveCoupon, liveCouponIn } from '../coupons/live-coupons.ts';
import { joinPublicCouponTables, publicCouponSelection, toPublicCoupon } from '../coupons/public-coupon.ts';
import { storeLogo, storeName } from '../stores/store-identity.ts';

/**
 * One search over stores, live coupons and categories (issue 21 item 5, decision 0058).
 *
 * Every text is compared lower-cased. First as a substring (LIKE '%words%'), which works for every
 * script (Devanagari and Telugu included) and is answered by GIN trigram indexes on the very
 * expressions used here. Only when that finds nothing at all does a second pass forgive a wrong
 * letter ("charminr" finds Charminar) with pg_trgm's word similarity (`words <% text`, threshold
 * 0.6), on the short texts only: store names, coupon titles and names, categories. Ranking: a coupon
 * of a store whose name matched first (exact, then prefix, then anywhere), then coupons whose title
 * or name holds the words (prefix first), then the rest of the text, then similar; newest among equals.
 * Each part is bounded, so a common word costs no more than a rare one.
 */
export async function search(
  db: Database,
  query: SearchQuery,
  defaultRateBp: number,
): Promise<SearchResults> {
  const empty: SearchResults = { query: query.q, stores: [], coupons: [], categories: [] };
  if (!isSearchable(query.q)) return empty;
  const words = normalizeSearchText(query.q);
  const exact = await searchPass(db, searchTerms(words, false), query, defaultRateBp);
  const found = exact.stores.length + exact.coupons.length + exact.categories.length > 0;
  if (found || [...words].length < 3) return exact;
  return searchPass(db, searchTerms(words, true), query, defaultRateBp);
}

async function searchPass(
  db: Database,
  terms: Terms,
  query: SearchQuery,
  defaultRateBp: number,
): Promise<SearchResults> {
  const statements = searchStatements(db, terms, query, defaultRateBp);
  const [storeRows, couponIds, categoryRows] = await Promise.all([
    statements.stores.then(toStores),
    statements.couponIds.then((result) => rowsOf(result).map((row) => String(row.id))),
    statements.categories.then(toCategories),
  ]);
  return {
    query: query.q,
    stores: storeRows,
    coupons: await couponsInOrder(db, couponIds, defaultRateBp),
    categories: categoryRows,
  };
}

function searchStatements(db: Database, terms: Terms, query: SearchQuery, defaultRateBp: number) {
  const statements = searchSql(terms, query, defaultRateBp);
  return {
    stores: db.execute(statements.stores),
    couponIds: db.execute(statements.couponIds),
    categories: db.execute(statements.categories),
  };
}

/** The SQL of one pass (`terms.fuzzy`: the second): scripts/bench-search.ts shows their plans. */
export function searchSql(terms: Terms, query: SearchQuery, defaultRateBp: number) {
  return {
    stores: storesStatement(terms, defaultRateBp),
    couponIds: couponIdsStatement(terms, query),
    categories: categoriesStatement(terms),
  };
}

/** The patterns one query is compared with. */
export interface Terms {
  words: string;
  /** '%words%' */
  anywhere: string;
  /** 'words%' */
  prefix: string;
  /** The second pass: similar words too (word_similarity), on the short texts. */
  fuzzy: boolean;
}

export function searchTerms(words: string, fuzzy: boolean): Terms {
  const escaped = words.replace(/[\\%_]/g, (c) => `\\${c}`);
  return { words, anywhere: `%${escaped}%`, prefix: `${escaped}%`, fuzzy };
}

/** `text` (lower-cased) holds the words (first pass), or words close to them (second pass). */
function matches(text: SQL, terms: Terms): SQL {
  return terms.fuzzy ? sql`${terms.words} <% ${text}` : sql`${text} like ${terms.anywhere}`;
}

/** 0 exact, 1 prefix, 2 anywhere, 3 similar. */
function closeness(text: SQL, terms: Terms): SQL {
  return sql`case when ${text} = ${terms.words} then 0 when ${text} like ${terms.prefix} then 1
    when ${text} like ${terms.anywhere} then 2 else 3 end`;
}

/** The alias storeLogo (store-identity.ts) stands for, named in the raw statements' FROM. */
const STORE_LOGO = 'store_logo';
/**
 * The closest matched stores whose live coupons are counted, and whose coupons are shown: a common
 * word may match thousands of stores.
 */
const STORE_CANDIDATES = 60;

const brandText = sql`lower(${merchants.brandName})`;
const legalText = sql`lower(${merchants.merchantName})`;
const storefrontText = sql`lower(${stores.storeName})`;
const shownText = sql`lower(${storeName})`;

/**
 * The merchants whose brand or storefront name matches, or whose registered name does when it is the
 * only name they have (the name rule's last resort, store-identity.ts), with how close the name shoppers
 * see is (`tier`). Three index lookups joined by UNION, so each uses its own trigram index.
 */
function matchedMerchants(terms: Terms): SQL {
  return sql`matched as materialized (
    select ${merchants.id} as id,
           least(${closeness(shownText, terms)}, ${closeness(sql`coalesce(${brandText}, '')`, terms)} + 1,
                 ${closeness(sql`coalesce(${storefrontText}, '')`, terms)} + 1) as tier,
           ${terms.fuzzy ? sql`word_similarity(${terms.words}, ${shownText})` : sql`1.0`} as likeness
      from ${merchants} left join ${stores} on ${stores.merchantId} = ${merchants.id}
     where ${merchants.id} in (
        select ${merchants.id} from ${merchants} where ${matches(brandText, terms)}
        union
        select ${stores.merchantId} from ${stores} where ${matches(storefrontText, terms)}
        union
        select ${merchants.id} from ${merchants}
         where ${matches(legalText, terms)}
           and nullif(btrim(${merchants.brandName}), '') is null
           and not exists (select 1 from ${stores} where ${stores.merchantId} = ${merchants.id}
                             and nullif(btrim(${stores.storeName}), '') is not null)))`;
}

/** Stores a shopper can visit: a live coupon or an active storefront, and never one an admin hid. */
function storesStatement(terms: Terms, defaultRateBp: number): SQL {
  return sql`with ${matchedMerchants(terms)},
    candidates as (select id, tier, likeness from matched
                    order by tier, likeness desc limit ${STORE_CANDIDATES})
    select ${storeName} as name, ${merchants.storeSlug} as slug, ${storeLogo.url} as logo_url, live.n as live_coupons,
           ${rateInForceBpSql(defaultRateBp)} as cashback_rate_bp
      from candidates matched
      join ${merchants} on ${merchants.id} = matched.id
      left join ${stores} on ${stores.merchantId} = ${merchants.id}
      left join ${storeCashbackTerms} on ${storeCashbackTerms.merchantId} = ${merchants.id}
      left join ${cashbackRateBounds} on ${cashbackRateBounds.id} = 'default'
      left join ${mediaFiles} as ${sql.identifier(STORE_LOGO)} on ${storeLogo.id} = ${stores.logoId}
      cross join lateral (select count(*)::int as n from ${coupons}
                           where ${coupons.merchantId} = ${merchants.id} and ${liveCoupon}) live
     where ${stores.hiddenAt} is null and (live.n > 0 or ${stores.isActive})
     order by matched.tier, matched.likeness desc, live.n desc, ${shownText}, ${merchants.id}
     limit ${SEARCH_STORES_MAX}`;
}

function toStores(result: unknown): SearchStore[] {
  return rowsOf(result).map((row) => ({
    name: String(row.name),
    slug: String(row.slug),
    logoUrl: row.logo_url == null ? null : String(row.logo_url),
    liveCoupons: Number(row.live_coupons),
    cashbackPercent: bpToPercent(Number(row.cashback_rate_bp)),
  }));
}

/**
 * The ids of the coupons to show, best first: the coupons of matched stores, then those whose title
 * or name holds the words, then those whose other text does (second pass: whose title is similar).
 * Each branch is ordered and cut to the limit on its own, so none sorts thousands of rows.
 */
function couponIdsStatement(terms: Terms, query: SearchQuery): SQL {
  const limit = query.limit ?? SEARCH_COUPONS_DEFAULT;
  const filters = sql.join(
    [liveCouponIn(query.language), ...(query.category ? [sql`${coupons.category} = ${query.category}`] : [])],
    sql` and `,
  );
  const title = couponTitleText(coupons);
  const text = couponSearchText(coupons);
  const branches: SQL[] = [
    // The closest matched stores' newest live coupons, through coupons_merchant_idx.
    sql`(select c.id, matched.tier as rank, matched.likeness as likeness, c.created_at
           from (select id, tier, likeness from matched order by tier, likeness desc
                  limit ${STORE_CANDIDATES}) matched
           cross join lateral (
             select ${coupons.id} as id, ${coupons.createdAt} as created_at from ${coupons}
              where ${coupons.merchantId} = matched.id and ${filters}
              order by ${coupons.createdAt} desc limit ${limit}) c
          order by matched.tier, matched.likeness desc, c.created_at desc limit ${limit})`,
  ];
  if (terms.fuzzy) {
    branches.push(sql`(select ${coupons.id}, 6, word_similarity(${terms.words}, ${title}), ${coupons.createdAt}
           from ${coupons} where ${matches(title, terms)} and ${filters}
          order by 3 desc, ${coupons.createdAt} desc limit ${limit})`);
  } else {
    branches.push(
      sql`(select ${coupons.id}, case when ${title} like ${terms.prefix} then 3 else 4 end, 1.0, ${coupons.createdAt}
             from ${coupons} where ${title} like ${terms.anywhere} and ${filters}
            order by 2, ${coupons.createdAt} desc limit ${limit})`,
      sql`(select ${coupons.id}, 5, 1.0, ${coupons.createdAt}
             from ${coupons} where ${text} like ${terms.anywhere} and ${filters}
            order by ${coupons.createdAt} desc limit ${limit})`,
    );
  }
  // A coupon found by two branches keeps its best place.
  return sql`with ${matchedMerchants(terms)}
    select id from (select distinct on (id) id, rank, likeness, created_at
                      from (${sql.join(branches, sql` union all `)}) found
                     order by id, rank, likeness desc) best
     order by rank, likeness desc, created_at desc, id desc
     limit ${limit}`;
}

/** The coupons of `ids` in the public shape, in that order. */
async function couponsInOrder(db: Database, ids: string[], defaultRateBp: number) {
  if (ids.length === 0) return [];
  const rows = await joinPublicCouponTables(
    db
      .select({
        ...publicCouponSelection(defaultRateBp),
        title: coupons.title,
        couponName: coupons.couponName,
      })
      .from(coupons)
      .$dynamic(),
  ).where(inArray(coupons.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...toPublicCoupon(row), title: row.title, couponName: row.couponName }] : [];
  });
}

/**
 * Categories with live coupons whose name matches, closest first, then the fullest. The distinct
 * categories come from a walk down coupons_live_category_idx (one probe per category, however many
 * coupons), and each match is counted in the same index.
 */
function categoriesStatement(terms: Terms): SQL {
  const name = sql`lower(cats.category)`;
  return sql`with recursive cats(category) as (
      (select ${coupons.category} from ${coupons} order by ${coupons.category} limit 1)
      union all
      select (select ${coupons.category} from ${coupons} where ${coupons.category} > cats.category
               order by ${coupons.category} limit 1)
        from cats where cats.category is not null)
    select cats.category as name, live.n as live_coupons
      from cats cross join lateral (select count(*)::int as n from ${coupons}
                                     where ${coupons.category} = cats.category and ${liveCoupon}) live
     where cats.category is not null and ${matches(name, terms)} and live.n > 0
     order by ${closeness(name, terms)}, live.n desc, cats.category
     limit ${SEARCH_CATEGORIES_MAX}`;
}

function toCategories(result: unknown): SearchCategory[] {
  return rowsOf(result).map((row) => ({ name: String(row.name), liveCoupons: Number(row.live_coupons) }));
}

/** pg, PGlite and Neon all answer db.execute with { rows }. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}
