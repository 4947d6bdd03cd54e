/**
 * A big catalogue for benchmarks (issue 21's `npm run bench:search`, issue 25's `npm run scale`):
 * merchants with store pages, half with a storefront, and coupons in English, Hindi and Telugu, all
 * made in the database with INSERT … SELECT generate_series (no row-by-row inserts), and the varied
 * queries a benchmark searches them with.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../functions/db/database.ts';

const PLACES = [
  'Charminar',
  'Deccan',
  'Golconda',
  'Kaveri',
  'Ganga',
  'Lotus',
  'Royal',
  'Shree',
  'Sai',
  'Balaji',
  'Laxmi',
  'Annapurna',
  'Mysore',
  'Malabar',
  'Konark',
  'Ajanta',
  'Kohinoor',
  'Paradise',
  'Bawarchi',
  'Sagar',
  'Krishna',
  'Ganesh',
  'Tirupati',
  'Nilgiri',
  'Himalaya',
  'Saffron',
  'Tulsi',
  'Surya',
  'Chandra',
  'Vijaya',
  'Amrut',
  'Apna',
  'Desi',
  'Urban',
  'Metro',
  'City',
  'Nova',
  'Prime',
  'Star',
  'Bharat',
];
const KINDS = [
  'Biryani',
  'Threads',
  'Digital',
  'Silks',
  'Sweets',
  'Mobiles',
  'Pharmacy',
  'Electronics',
  'Fashions',
  'Kitchen',
  'Travels',
  'Opticals',
  'Footwear',
  'Bakery',
  'Grocers',
  'Books',
  'Toys',
  'Salon',
  'Fitness',
  'Jewellers',
  'Furniture',
  'Motors',
  'Tech',
  'Foods',
  'Mart',
];
const TOWNS = [
  'Hyderabad',
  'Secunderabad',
  'Kukatpally',
  'Madhapur',
  'Ameerpet',
  'Vijayawada',
  'Guntur',
  'Warangal',
  'Delhi',
  'Mumbai',
  'Pune',
  'Chennai',
  'Bengaluru',
  'Kolkata',
  'Jaipur',
  'Lucknow',
  'Patna',
  'Indore',
  'Nagpur',
  'Kochi',
];
const HINDI_BRANDS = ['श्री गणेश', 'गंगा', 'लक्ष्मी', 'अन्नपूर्णा', 'सागर', 'कृष्णा', 'भारत', 'तुलसी'];
const TELUGU_BRANDS = ['శ్రీ సాయి', 'గోల్కొండ', 'చార్మినార్', 'లక్ష్మి', 'తిరుపతి', 'కృష్ణ', 'విజయ', 'సూర్య'];
const PRODUCTS = [
  'biryani',
  'pizza',
  'sarees',
  'kurtas',
  'smartphones',
  'laptops',
  'earbuds',
  'shoes',
  'sneakers',
  'medicines',
  'groceries',
  'sweets',
  'cakes',
  'flights',
  'hotels',
  'bus tickets',
  'haircuts',
  'spa',
  'gym membership',
  'books',
  'toys',
  'furniture',
  'mattresses',
  'watches',
  'jewellery',
  'spectacles',
  'televisions',
  'refrigerators',
  'mobile recharge',
  'insurance',
];
const CATEGORIES = [
  'Food',
  'Fashion',
  'Electronics',
  'Health',
  'Groceries',
  'Travel',
  'Beauty',
  'Fitness',
  'Books',
  'Home',
  'Jewellery',
  'Recharge',
];
/** Each product's category (by index). */
const PRODUCT_CATEGORY = [
  0, 0, 1, 1, 2, 2, 2, 1, 1, 3, 4, 0, 0, 5, 5, 5, 6, 6, 7, 8, 9, 9, 9, 10, 10, 3, 2, 2, 11, 3,
];
const HINDI_PRODUCTS = [
  'बिरयानी',
  'पिज़्ज़ा',
  'साड़ी',
  'मोबाइल',
  'जूते',
  'दवाइयों',
  'मिठाई',
  'कपड़ों',
  'किताबें',
  'रिचार्ज',
];
const TELUGU_PRODUCTS = [
  'బిర్యానీ',
  'పిజ్జా',
  'చీరలు',
  'మొబైల్',
  'చెప్పులు',
  'మందులు',
  'స్వీట్లు',
  'బట్టలు',
  'పుస్తకాలు',
  'రీఛార్జ్',
];

/** A text array literal (the words are ours, quoted all the same). */
const arrayOf = (items: string[]) =>
  `array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]`;
const array = (items: string[]) => sql.raw(arrayOf(items));
/** items[index % length] in SQL. */
const pick = (items: string[], index: string) =>
  sql.raw(`(${arrayOf(items)})[1 + (${index}) % ${items.length}]`);

/** One wrong, missing or doubled letter. */
function typo(word: string, n: number): string {
  const at = 1 + (n % Math.max(1, word.length - 2));
  switch (n % 3) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + (word[at] === 'a' ? 'e' : 'a') + word.slice(at + 1);
  }
}

/** A few hundred varied shoppers' queries: store names, typos, Hindi and Telugu words, categories, two letters, nonsense. */
export function searchQueries(): string[] {
  const list: string[] = [];
  PLACES.forEach((place, n) => {
    list.push(
      place,
      place.toLowerCase(),
      typo(place.toLowerCase(), n),
      `${place} ${KINDS[n % KINDS.length]}`,
    );
  });
  KINDS.forEach((kind, n) => list.push(kind.toLowerCase(), typo(kind.toLowerCase(), n)));
  PRODUCTS.forEach((product, n) => list.push(product, typo(product, n + 1)));
  TOWNS.forEach((town) => list.push(town.toLowerCase()));
  list.push(...HINDI_PRODUCTS, ...TELUGU_PRODUCTS, ...HINDI_BRANDS, ...TELUGU_BRANDS, 'छूट', 'తగ్గింపు');
  CATEGORIES.forEach((category) => list.push(category.toLowerCase(), category.slice(0, 4)));
  list.push(
    'bi',
    'pi',
    'sa',
    'ch',
    'de',
    'mo',
    'xqzt',
    'zzzzzz',
    'flat 20% off',
    'charminr',
    'charminar biryani kukatpally',
  );
  return list;
}

/**
 * How the coupons are spread over statuses and expiry dates, as SQL on `c.i` (the coupon's number):
 * `search` is issue 21's catalogue (85% live, 5% pending, 10% expired); `national` is issue 25's
 * (10% live, 5% pending, 5% rejected, 80% expired over the last two years).
 */
export type CouponMix = 'search' | 'national';

const MIX: Record<CouponMix, { status: string; expiry: string }> = {
  search: {
    status: `case when c.i % 20 = 0 then 'pending' else 'approved' end`,
    expiry: `case when i % 10 = 9 then current_date - 1 - i % 20 else current_date + 1 + i % 90 end`,
  },
  national: {
    status: `case when c.i % 20 = 17 then 'pending' when c.i % 20 = 18 then 'rejected' else 'approved' end`,
    expiry: `case when i % 10 = 0 or i % 20 = 17 then current_date + 1 + i % 90 else current_date - 1 - i % 730 end`,
  },
};

/**
 * `stores` merchants (each with an account `bench_{n}` and a store page `bench-store-{n}`; every second
 * one a storefront, one in a hundred of those hidden) and `coupons` coupons spread over them by a hash.
 */
export async function fillCatalogue(
  db: Database,
  { stores: STORES, coupons: COUPONS, mix = 'search' }: { stores: number; coupons: number; mix?: CouponMix },
) {
  const place = `i - 1`;
  const kind = `(i - 1) / ${PLACES.length}`;
  const town = `(i - 1) / ${PLACES.length * KINDS.length}`;
  await db.execute(sql`
    insert into accounts (role, username, display_name, email, referral_code)
    select 'merchant', 'bench_' || i, 'Bench merchant ' || i, 'bench' || i || '@example.com', 'BENCH' || i
      from generate_series(1, ${sql.raw(String(STORES))}) i`);
  await db.execute(sql`
    insert into merchants (account_id, merchant_name, brand_name, category, email, mobile, store_slug, site_url)
    select a.id, 'Bench Retail ' || i || ' Pvt. Ltd.',
           case when i % 10 = 3 then ${pick(HINDI_BRANDS, 'i / 10')} || ' ' || ${pick(HINDI_PRODUCTS, 'i / 80')}
                when i % 10 = 7 then ${pick(TELUGU_BRANDS, 'i / 10')} || ' ' || ${pick(TELUGU_PRODUCTS, 'i / 80')}
                else ${pick(PLACES, place)} || ' ' || ${pick(KINDS, kind)} || ' ' || ${pick(TOWNS, town)} end,
           ${pick(CATEGORIES, 'i')}, 'bench' || i || '@example.com', '9876543210', 'bench-store-' || i,
           'https://shop' || i || '.example.in'
      from generate_series(1, ${sql.raw(String(STORES))}) i join accounts a on a.username = 'bench_' || i`);
  // Half the merchants have a storefront; one in a hundred of those an administrator hid.
  await db.execute(sql`
    insert into stores (merchant_id, store_name, hidden_at)
    select m.id, coalesce(m.brand_name, m.merchant_name) || ' Store', case when random() < 0.01 then now() end
      from merchants m where m.store_slug like 'bench-store-%' and substring(m.store_slug from 13)::int % 2 = 0`);
  // Statuses and expiry dates as the mix says; 70% English, 15% Hindi, 15% Telugu. Each coupon was
  // created about 60 days before it expires (no later than now), approved then unless still pending.
  await db.execute(sql`
    insert into coupons (merchant_id, coupon_name, coupon_code, title, description, category, language,
                         terms_and_conditions, percentage, merchant_url, status, requested_slot_id,
                         issue_date, expiry_date, expires_at, approved_at, created_at)
    select m.id, 'BENCH' || c.i, 'CODE' || c.i,
           case c.lang
             when 'hi' then ${pick(HINDI_PRODUCTS, 'c.i / 20')} || ' पर ' || c.pct || '% की छूट'
             when 'te' then ${pick(TELUGU_PRODUCTS, 'c.i / 20')} || 'పై ' || c.pct || '% తగ్గింపు'
             else 'Flat ' || c.pct || '% off on ' || ${pick(PRODUCTS, 'c.i / 20')} end,
           'Save on ' || ${pick(PRODUCTS, 'c.i / 20')} || ' at ' || coalesce(m.brand_name, 'our store') || '. ' ||
             'Valid on orders above ₹' || (199 + c.i % 800) || ' in ' || ${pick(TOWNS, 'c.i / 7')} || '.',
           (${array(CATEGORIES)})[1 + (${array(PRODUCT_CATEGORY.map(String))})[1 + (c.i / 20) % ${sql.raw(String(PRODUCTS.length))}]::int],
           c.lang::offer_language, 'One use per account.', c.pct, 'https://shop.example.in',
           ${sql.raw(MIX[mix].status)}::coupon_status, 1,
           current_date - 30, c.expiry, c.expiry + interval '1 day', c.created,
           c.created
      from (select i, 5 + i % 60 as pct,
                   case when i % 20 in (1, 2, 3) then 'hi' when i % 20 in (4, 5, 6) then 'te' else 'en' end as lang,
                   -- Spread over a day's seconds: merchants post coupons one at a time, and a page keyed by
                   -- created_at (the admin's pending list) would otherwise sort thousands of equal instants.
                   expiry, least(now() - (i % 97) * interval '1 minute', expiry - interval '60 days')
                             - (i % 86400) * interval '1 second' as created
              from (select i, ${sql.raw(MIX[mix].expiry)} as expiry
                      from generate_series(1, ${sql.raw(String(COUPONS))}) i) n) c
      join merchants m on m.store_slug = 'bench-store-' || (1 + abs(hashint4(c.i)) % ${sql.raw(String(STORES))})`);
}
