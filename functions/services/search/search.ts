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
import { rowsOf } from '../../db/rows.ts';
import {
  cashbackRateBounds,
  couponCategoryCounts,
  couponMerchantCounts,
  coupons,
  couponSearchText,
  couponTitleText,
  mediaFiles,
  merchants,
  merchantSearchNames,
  storeCashbackTerms,
  stores,
} from '../../db/schema/index.ts';
import { liveCouponIn } from '../coupons/live-coupons.ts';
import { joinPublicCouponTables, publicCouponSelection, toPublicCoupon } from '../coupons/public-coupon.ts';
import { storeLogo, storeName } from '../stores/store-identity.ts';

/**
 * One search over stores, live coupons and categories (issue 21 items 5 and 8, decisions 0058, 0060).
 *
 * Every text is compared lower-cased. First as a substring (LIKE '%words%'), which works for every
 * script (Devanagari and Telugu included) and is answered by GIN trigram indexes on the very
 * expressions used here. Only when that finds nothing at all does a second pass forgive a wrong
 * letter ("charminr" finds Charminar) with pg_trgm's word similarity (`words <% text`, threshold
 * 0.6), on the short texts only: store names, coupon titles and names, categories. Ranking: a coupon
 * of a store whose name matched first (exact, then prefix, then anywhere), then coupons whose title
 * or name holds the words (prefix first), then the rest of the text, then similar; newest among equals.
 * Each part is bounded, so a common word costs no more than a rare one, and a part that could not
 * place is not run. Stores are found by merchants.search_name (kept by triggers); two characters
 * match the beginning of a name, title or category only.
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

/**
 * One pass: the candidates (the closest matched stores) first, with the categories; then the stores
 * and the coupon ids, both from those candidates (decision 0107: the matched names are read once, not
 * once per statement).
 */
async function searchPass(
  db: Database,
  terms: Terms,
  query: SearchQuery,
  defaultRateBp: number,
): Promise<SearchResults> {
  const [candidates, categoryRows] = await Promise.all([
    db.execute(candidatesStatement(terms)).then(toCandidates),
    db.execute(categoriesStatement(terms)).then(toCategories),
  ]);
  const statements = searchSql(candidates, terms, query, defaultRateBp);
  const [storeRows, couponIds] = await Promise.all([
    candidates.length ? db.execute(statements.stores).then(toStores) : [],
    db.execute(statements.couponIds).then((result) => rowsOf(result).map((row) => String(row.id))),
  ]);
  return {
    query: query.q,
    stores: storeRows,
    coupons: await couponsInOrder(db, couponIds, defaultRateBp),
    categories: categoryRows,
  };
}

/**
 * The SQL of one pass (`terms.fuzzy`: the second) once its candidates are known:
 * scripts/bench-search.ts shows their plans.
 */
export function searchSql(candidates: Candidate[], terms: Terms, query: SearchQuery, defaultRateBp: number) {
  return {
    stores: storesStatement(candidates, defaultRateBp),
    couponIds: couponIdsStatement(candidates, terms, query),
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
  /**
   * Two characters (decision 0060): only texts that begin with them match (a name, a title, a
   * category), through btree indexes; a substring of two letters has no trigram to look up.
   */
  short: boolean;
}

export function searchTerms(words: string, fuzzy: boolean): Terms {
  const escaped = words.replace(/[\\%_]/g, (c) => `\\${c}`);
  const short = [...words].length < 3;
  return { words, anywhere: `%${escaped}%`, prefix: `${escaped}%`, fuzzy, short };
}

/**
 * `text` (lower-cased) holds the words (first pass), begins with them (two characters), or holds
 * words close to them (second pass).
 */
function matches(text: SQL, terms: Terms): SQL {
  if (terms.fuzzy) return sql`${terms.words} <% ${text}`;
  return sql`${text} like ${terms.short ? terms.prefix : terms.anywhere}`;
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

const shownText = sql`lower(${storeName})`;
/** search_name's first line: the shown name, lower-cased; its second: the storefront's name. */
const shownLine = (searchName: SQL) => sql`split_part(${searchName}, E'\n', 1)`;
const storefrontLine = (searchName: SQL) => sql`split_part(${searchName}, E'\n', 2)`;

/**
 * The merchants whose shown name matches, or whose storefront's name does when the brand is shown
 * instead (decision 0060: merchants.search_name holds both, kept by triggers, under one trigram index
 * and one btree for prefixes), with how close the shown name is (`tier`; a storefront's name one step
 * further).
 *
 * Decision 0097: the names that begin with the words (tiers 0 and 1: exact or prefix) are read first,
 * from the btree alone (merchants_search_name_prefix_id_idx holds the id: no row is read). Only when
 * they are fewer than STORE_CANDIDATES are the other matches (a storefront's name, or the words inside
 * a name: tiers 1 to 3) looked up in the trigram index and read; every one of them ranks with or after
 * the names that begin with the words, so the closest STORE_CANDIDATES are among the first ones either
 * way. A common store name (hundreds of stores at national scale) no longer reads every matched row.
 * Decision 0107: the trigram lookups (the other matches, and every similar name on the second pass)
 * read merchant_search_names, the same search_name in a narrow table, instead of merchants' wide rows.
 */
function matchedMerchants(terms: Terms): SQL {
  const tierOf = (searchName: SQL) =>
    sql`least(${closeness(shownLine(searchName), terms)}, ${closeness(storefrontLine(searchName), terms)} + 1)`;
  const narrow = sql`${merchantSearchNames.searchName}`;
  if (terms.fuzzy)
    return sql`matched as materialized (
      select ${merchantSearchNames.merchantId} as id, ${tierOf(narrow)} as tier,
             word_similarity(${terms.words}, ${shownLine(narrow)}) as likeness
        from ${merchantSearchNames} where ${matches(narrow, terms)})`;
  const searchName = sql`${merchants.searchName}`;
  const begins = (name: SQL) => sql`${name} like ${terms.prefix}`;
  const beginning = sql`beginning as materialized (
      select ${merchants.id} as id, ${tierOf(searchName)} as tier, 1.0 as likeness from ${merchants}
       where ${begins(searchName)})`;
  // Two characters match the beginning of a name only.
  if (terms.short) return sql`${beginning}, matched as (select id, tier, likeness from beginning)`;
  return sql`${beginning}, matched as materialized (
      select id, tier, likeness from beginning
      union all
      select ${merchantSearchNames.merchantId}, ${tierOf(narrow)}, 1.0 from ${merchantSearchNames}
       where ${matches(narrow, terms)} and not (${begins(narrow)})
         and (select count(*) from beginning) < ${STORE_CANDIDATES})`;
}

/** A matched store among the closest STORE_CANDIDATES: its tier, and its likeness as text (exact). */
export interface Candidate {
  id: string;
  tier: number;
  likeness: string;
}

/**
 * The closest STORE_CANDIDATES matched merchants, closest first (decision 0107: one statement, whose
 * answer the stores and coupon ids statements are given, instead of each building `matched`). The
 * likeness travels as text: a real's text is exact, so the ties among candidates stay ties.
 */
export function candidatesStatement(terms: Terms): SQL {
  return sql`with ${matchedMerchants(terms)}
    select matched.id, matched.tier, matched.likeness::real::text as likeness from matched
     order by matched.tier, matched.likeness desc limit ${STORE_CANDIDATES}`;
}

function toCandidates(result: unknown): Candidate[] {
  return rowsOf(result).map((row) => ({
    id: String(row.id),
    tier: Number(row.tier),
    likeness: String(row.likeness),
  }));
}

/** The candidates as a relation (id, tier, likeness), from three array parameters. */
function candidatesRelation(candidates: Candidate[]): SQL {
  const literal = (values: (string | number)[]) => `{${values.join(',')}}`;
  return sql`(select * from unnest(${literal(candidates.map((c) => c.id))}::uuid[],
                                   ${literal(candidates.map((c) => c.tier))}::int[],
                                   ${literal(candidates.map((c) => c.likeness))}::real[])
                as candidate(id, tier, likeness))`;
}

/**
 * Stores a shopper can visit: a live coupon or an active storefront, and never one an admin hid. Each
 * candidate's live coupons are added up from coupon_merchant_counts (kept by a trigger on coupons,
 * decision 0087): a probe of its rows still ahead, not a walk of every coupon it ever had. The
 * candidates are ranked from what the ranking needs (the merchant, its storefront, its live count);
 * only the SEARCH_STORES_MAX shown are joined to their logo and cashback terms (decision 0101).
 */
function storesStatement(candidates: Candidate[], defaultRateBp: number): SQL {
  return sql`with candidates as materialized ${candidatesRelation(candidates)},
    shown as (
      select ${merchants.id} as id, matched.tier, matched.likeness, live.n, ${storeName} as name,
             ${shownText} as sort_name, ${merchants.storeSlug} as slug, ${stores.logoId} as logo_id
        from candidates matched
        join ${merchants} on ${merchants.id} = matched.id
        left join ${stores} on ${stores.merchantId} = ${merchants.id}
        cross join lateral (select coalesce(sum(${couponMerchantCounts.coupons}), 0)::int as n
                              from ${couponMerchantCounts}
                             where ${couponMerchantCounts.merchantId} = ${merchants.id}
                               and ${couponMerchantCounts.expiresAt} > now() and ${couponMerchantCounts.coupons} > 0) live
       where ${stores.hiddenAt} is null and (live.n > 0 or ${stores.isActive})
       order by matched.tier, matched.likeness desc, live.n desc, ${shownText}, ${merchants.id}
       limit ${SEARCH_STORES_MAX})
    select shown.name, shown.slug, ${storeLogo.url} as logo_url, shown.n as live_coupons,
           ${rateInForceBpSql(defaultRateBp)} as cashback_rate_bp
      from shown
      left join ${storeCashbackTerms} on ${storeCashbackTerms.merchantId} = shown.id
      left join ${cashbackRateBounds} on ${cashbackRateBounds.id} = 'default'
      left join ${mediaFiles} as ${sql.identifier(STORE_LOGO)} on ${storeLogo.id} = shown.logo_id
     order by shown.tier, shown.likeness desc, shown.n desc, shown.sort_name, shown.id`;
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
 * or name holds the words (two characters: begins with them), then those whose other text does
 * (second pass: whose title is similar). Each part is ordered and cut to the limit on its own, so none
 * sorts thousands of rows, and a later part is not even run when the parts before it already hold
 * `limit` coupons that rank before anything it could add (decision 0060: a store's name matched, its
 * coupons fill the answer, and no title is read).
 */
function couponIdsStatement(candidates: Candidate[], terms: Terms, query: SearchQuery): SQL {
  const limit = query.limit ?? SEARCH_COUPONS_DEFAULT;
  const filters = sql.join(
    [liveCouponIn(query.language), ...(query.category ? [sql`${coupons.category} = ${query.category}`] : [])],
    sql` and `,
  );
  const title = couponTitleText(coupons);
  const text = couponSearchText(coupons);
  /** True while fewer than `limit` coupons found so far rank before `rank` (a one-time filter). */
  const roomBefore = (rank: number, parts: string[]) =>
    sql`(select count(distinct id) from (${sql.join(
      parts.map((part) => sql`select id from ${sql.identifier(part)} where rank < ${rank}`),
      sql` union all `,
    )}) before) < ${limit}`;
  // The closest matched stores' newest live coupons, through coupons_merchant_live_idx (decision 0087:
  // expired coupons are passed over in the index).
  const parts: [string, SQL][] = [
    [
      'of_stores',
      sql`select c.id, matched.tier as rank, matched.likeness as likeness, c.created_at
           from ${candidatesRelation(candidates)} matched
           cross join lateral (
             select ${coupons.id} as id, ${coupons.createdAt} as created_at from ${coupons}
              where ${coupons.merchantId} = matched.id and ${filters}
              order by ${coupons.createdAt} desc limit ${limit}) c
          order by matched.tier, matched.likeness desc, c.created_at desc limit ${limit}`,
    ],
  ];
  if (terms.fuzzy) {
    parts.push([
      'similar_titles',
      sql`select ${coupons.id} as id, 6 as rank, word_similarity(${terms.words}, ${title}) as likeness,
                 ${coupons.createdAt} as created_at
           from ${coupons} where ${matches(title, terms)} and ${filters} and ${roomBefore(6, ['of_stores'])}
          order by 3 desc, ${coupons.createdAt} desc limit ${limit}`,
    ]);
  } else {
    // A title or name that begins with the words: btree coupons_title_prefix_idx, or the newest first.
    parts.push([
      'title_prefixes',
      sql`select ${coupons.id} as id, 3 as rank, 1.0 as likeness, ${coupons.createdAt} as created_at
           from ${coupons}
          where ${title} like ${terms.prefix} and ${filters} and ${roomBefore(3, ['of_stores'])}
          order by ${coupons.createdAt} desc limit ${limit}`,
    ]);
    // Two characters are looked for at the beginning of a title only.
    if (!terms.short)
      parts.push(
        [
          'titles',
          sql`select ${coupons.id} as id, 4 as rank, 1.0 as likeness, ${coupons.createdAt} as created_at
               from ${coupons}
              where ${title} like ${terms.anywhere} and ${filters}
                and ${roomBefore(4, ['of_stores', 'title_prefixes'])}
              order by ${coupons.createdAt} desc limit ${limit}`,
        ],
        [
          'texts',
          sql`select ${coupons.id} as id, 5 as rank, 1.0 as likeness, ${coupons.createdAt} as created_at
               from ${coupons}
              where ${text} like ${terms.anywhere} and ${filters}
                and ${roomBefore(5, ['of_stores', 'title_prefixes', 'titles'])}
              order by ${coupons.createdAt} desc limit ${limit}`,
        ],
      );
  }
  const ctes = parts.map(([name, body]) => sql`${sql.identifier(name)} as materialized (${body})`);
  // A coupon found by two parts keeps its best place.
  return sql`with ${sql.join(ctes, sql`, `)}
    select id from (select distinct on (id) id, rank, likeness, created_at
                      from (${sql.join(
                        parts.map(
                          ([name]) => sql`select id, rank, likeness, created_at from ${sql.identifier(name)}`,
                        ),
                        sql` union all `,
                      )}) found
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
 * Categories with live coupons whose name matches, closest first, then the fullest. Added up from
 * coupon_category_counts (kept by a trigger on coupons, decision 0087) over the rows still ahead, read
 * from coupon_category_counts_live_idx alone (decision 0097): a few rows per category, language and
 * expiry day, not every live coupon of a matched category.
 */
function categoriesStatement(terms: Terms): SQL {
  const category = couponCategoryCounts.category;
  const name = sql`lower(${category})`;
  return sql`select ${category} as name, sum(${couponCategoryCounts.coupons})::int as live_coupons
      from ${couponCategoryCounts}
     where ${couponCategoryCounts.expiresAt} > now() and ${couponCategoryCounts.coupons} > 0
       and ${matches(name, terms)}
     group by ${category}
     order by ${closeness(name, terms)}, live_coupons desc, ${category}
     limit ${SEARCH_CATEGORIES_MAX}`;
}

function toCategories(result: unknown): SearchCategory[] {
  return rowsOf(result).map((row) => ({ name: String(row.name), liveCoupons: Number(row.live_coupons) }));
}
