/**
 * Issue 25's national-scale data set (`npm run scale`, tests/integration/scale-plans.test.ts), built in
 * the database with INSERT … SELECT generate_series on a migrated schema: no row-by-row inserts. The
 * sizes are issue 25's at 100%; `factor` scales every one of them (0.01 for 1%).
 *
 * For speed on the big tables the plain indexes (and the primary key of counted_actions, which nothing
 * references) are dropped before the load and rebuilt after it from their own definitions
 * (pg_get_indexdef), and foreign keys are not checked during the load (session_replication_role =
 * replica): every id is taken from the rows just made, so the data keeps every constraint.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../../functions/db/database.ts';
import * as schema from '../../functions/db/schema/index.ts';
import { fillCatalogue } from './catalogue-fill.ts';

/** Issue 25's sizes at 100%. */
export const FULL_SIZE = {
  accounts: 1_000_000,
  stores: 20_000,
  coupons: 200_000,
  countedMarks: 20_000_000,
  ledgerEntries: 5_000_000,
  clicks: 2_000_000,
  reviews: 500_000,
  /** Not in the list; what the reminder job and My codes read. */
  savedCoupons: 200_000,
  /** Not in the list either; what the follow digest reads (one store followed per shopper). */
  storeFollows: 200_000,
  couponFeedback: 200_000,
  sessions: 100_000,
} as const;

export type ScaleCounts = Record<keyof typeof FULL_SIZE, number> & {
  shoppers: number;
  earners: number;
  sales: number;
  referralBonuses: number;
  payouts: number;
};

export function countsFor(factor: number): ScaleCounts {
  const scaled = Object.fromEntries(
    Object.entries(FULL_SIZE).map(([name, n]) => [name, Math.max(1, Math.round(n * factor))]),
  ) as Record<keyof typeof FULL_SIZE, number>;
  const shoppers = scaled.accounts - scaled.stores - 1;
  // The ledger: 2.2 sales in 5 become 43 entries in 22 (each a pending credit, 20 in 22 confirmed,
  // 1 in 22 reversed), then referral bonuses (4%) and withdrawals (10%, one per payout).
  const sales = Math.round(scaled.ledgerEntries * 0.44);
  const referralBonuses = Math.min(Math.round(scaled.ledgerEntries * 0.04), Math.floor(shoppers / 2));
  const payouts = Math.round(scaled.ledgerEntries * 0.1);
  return { ...scaled, shoppers, earners: Math.floor(shoppers / 5), sales, referralBonuses, payouts };
}

type Step = (text: string) => Promise<void>;

/** Builds the data set through `client` (a connection of its own: session settings and temp tables). */
export async function fillNational(
  client: pg.Client,
  factor: number,
  log: (line: string) => void = () => {},
): Promise<ScaleCounts> {
  const n = countsFor(factor);
  const timed: Step = async (text) => {
    const at = Date.now();
    await client.query(text);
    const first = text.trim().split('\n')[0]!.slice(0, 70);
    if (Date.now() - at > 2000) log(`  ${((Date.now() - at) / 1000).toFixed(1)} s  ${first}`);
  };
  await client.query(`set maintenance_work_mem = '1GB'`);
  await client.query(`set work_mem = '256MB'`);
  await client.query(`set statement_timeout = 0`);

  // Merchants, stores and coupons: the search benchmark's catalogue with issue 25's statuses. Its
  // triggers (merchants.search_name) must run, so this comes before foreign keys are switched off.
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Database;
  await fillCatalogue(db, { stores: n.stores, coupons: n.coupons, mix: 'national' });

  await client.query(`set session_replication_role = replica`);
  const dropped = await dropIndexes(client, [
    'accounts',
    'counted_actions',
    'earnings_ledger',
    'merchant_sales',
    'cashback_clicks',
    'reviews',
    'saved_coupons',
    'store_follows',
    'coupon_feedback',
    'payouts',
    'payout_methods',
    'sessions',
  ]);

  await timed(`insert into accounts (role, username, display_name, email, referral_code, created_at)
    values ('admin', 'scale_admin', 'Scale admin', 'admin@example.in', 'SCALEADMIN', now())`);
  await timed(`insert into accounts (role, username, display_name, email, referral_code, created_at)
    select 'user', 'shopper_' || i, 'Shopper ' || i, 'shopper' || i || '@example.in', 'S' || i,
           now() - (i % 900) * interval '1 day'
      from generate_series(1, ${n.shoppers}) i`);
  // Numbered rows to pick from: shoppers (earners are those with n % 5 = 1), merchants, live and all coupons.
  await timed(`create temp table su as
    select substring(username from 9)::int as n, id from accounts where username like 'shopper\\_%'`);
  await timed(`alter table su add primary key (n)`);
  await timed(`create temp table mm as
    select substring(store_slug from 13)::int as n, id from merchants where store_slug like 'bench-store-%'`);
  await timed(`alter table mm add primary key (n)`);
  await timed(`create temp table lc as
    select row_number() over (order by created_at, id)::int as n, id, merchant_id from coupons
     where status = 'approved' and expires_at > now()`);
  await timed(`alter table lc add primary key (n)`);
  await timed(`create temp table ac as
    select row_number() over (order by created_at, id)::int as n, id, merchant_id from coupons where status = 'approved'`);
  await timed(`alter table ac add primary key (n)`);
  const live = await count(client, 'lc');
  const approved = await count(client, 'ac');
  const earner = (expr: string) => `5 * (1 + abs(hashint4(${expr})) % ${n.earners}) - 4`;

  // Sales: 20 in 22 old and confirmed, 1 in 22 reversed, 1 in 22 still in its return window (a tenth
  // of those due for confirmation today).
  await timed(`insert into merchant_sales (account_id, merchant_id, sale_amount_paise, sale_date, cashback_rate_bp,
                                   order_reference, source, idempotency_key, created_at)
    select u.id, m.id, d.amount, d.sale_date, 500, 'S' || d.i, 'form', 'S' || d.i, d.sale_date + interval '12 hours'
      from (select i, 50000 + (i::bigint * 7919) % 500000 as amount,
                   case when i % 22 < 20 then current_date - 40 - i % 680
                        when i % 22 = 20 then current_date - 31 - i % 30
                        when i % 220 = 21 then current_date - 31
                        else current_date - i % 29 end as sale_date,
                   ${earner('i')} as shopper, 1 + abs(hashint4(i + 7)) % ${n.stores} as store
              from generate_series(1, ${n.sales}) i) d
      join su u on u.n = d.shopper join mm m on m.n = d.store`);
  await timed(`create temp table sn as
    select substring(order_reference from 2)::int as i, id, account_id, sale_amount_paise / 20 as cashback, sale_date
      from merchant_sales where order_reference like 'S%'`);
  await timed(`insert into earnings_ledger (account_id, kind, amount_paise, sale_id, confirm_after, created_at)
    select account_id, 'credit_pending', cashback, id, sale_date + 30, sale_date + interval '12 hours' from sn`);
  await timed(`insert into earnings_ledger (account_id, kind, amount_paise, sale_id, created_at)
    select account_id, 'credit_confirmed', cashback, id, sale_date + interval '31 days' from sn where i % 22 < 20`);
  await timed(`insert into earnings_ledger (account_id, kind, amount_paise, sale_id, reason, created_at)
    select account_id, 'credit_reversed', cashback, id, 'returned', sale_date + interval '10 days'
      from sn where i % 22 = 20`);
  await timed(`insert into earnings_ledger (account_id, kind, amount_paise, referred_account_id, created_at)
    select r.id, 'referral_bonus', 5000, f.id, now() - (i % 600) * interval '1 day'
      from generate_series(1, ${n.referralBonuses}) i
      join su f on f.n = 2 * i join su r on r.n = ${earner('i + 3')}`);
  await timed(`insert into payouts (account_id, amount_paise, upi_id, status, provider, idempotency_key,
                             sent_at, settled_at, created_at, updated_at)
    select u.id, 10000, 'shopper' || u.n || '@okaxis', 'processed', 'test', 'P' || i,
           d.at, d.at + interval '1 hour', d.at, d.at + interval '1 hour'
      from (select i, ${earner('i + 13')} as shopper, now() - (30 + i % 600) * interval '1 day' as at
              from generate_series(1, ${n.payouts}) i) d
      join su u on u.n = d.shopper`);
  await timed(`insert into earnings_ledger (account_id, kind, amount_paise, payout_id, created_at)
    select account_id, 'withdrawal', amount_paise, id, created_at from payouts`);
  await timed(`insert into payout_methods (account_id, upi_id, usable_from, created_at)
    select id, 'shopper' || n || '@okaxis', now() - interval '60 days', now() - interval '60 days'
      from su where n % 5 = 1`);

  // Tracked clicks of earners in the last 30 days, on live coupons.
  await timed(`insert into cashback_clicks (account_id, merchant_id, coupon_id, created_at)
    select u.id, c.merchant_id, c.id, now() - (i % 43200) * interval '1 minute'
      from generate_series(1, ${n.clicks}) i
      join su u on u.n = ${earner('i + 21')} join lc c on c.n = 1 + abs(hashint4(i + 5)) % ${live}`);

  // Counted marks (decision 0014) over the last 31 India days: today's the app's own visitor keys
  // (an account id for a reveal), earlier days' already hashed by the clean-up (64 hex digits). One
  // coupon in twenty's worth goes to the first live coupon: the sale day's hot coupon. Written oldest
  // day first, as the app appends them (decision 0097): a coupon's marks of one day share a stretch of
  // the table, as in production, instead of being strewn over all of it.
  await timed(`insert into counted_actions (coupon_id, action, visitor_key, window_start, created_at)
    select c.id, d.action::counted_action,
           case when d.day = 0 then md5(d.i::text)::uuid::text else md5(d.i::text) || md5((-d.i)::text) end,
           d.window_start, d.window_start + interval '5 minutes'
      from (select i, day, case when i % 4 = 0 then 'click_out' else 'reveal' end as action,
                   (date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')
                     - day * interval '1 day'
                     + case when i % 4 = 0 then (i / 31 % 24) * interval '1 hour' else interval '0' end as window_start,
                   case when i % 20 = 0 then 1 else 1 + abs(hashint4(i)) % ${live} end as coupon
              from generate_series(1, ${n.countedMarks}) i
             cross join lateral (select 30 - ((i - 1)::bigint * 31 / ${n.countedMarks})::int as day) days) d
      join lc c on c.n = d.coupon`);

  // The counters the marks went into (decision 0014), all-time: three times the last month's.
  await timed(`update coupons c set reveal_count = 3 * m.reveals, click_out_count = 3 * m.click_outs
      from (select coupon_id, count(*) filter (where action = 'reveal') as reveals,
                   count(*) filter (where action = 'click_out') as click_outs
              from counted_actions group by coupon_id) m
     where m.coupon_id = c.id`);
  // Expired coupons were revealed in their day too: up to the hot coupon's count, so "most revealed"
  // cannot find the live ones by reading the top of the reveal order alone (decision 0087).
  await timed(`update coupons set reveal_count = abs(hashint4(hashtext(id::text))) % (1 + ${Math.round(
    (n.countedMarks * 0.05 * 0.75 * 3) / 2,
  )})
     where status = 'approved' and expires_at <= now()`);

  // Reviews, one per shopper, on approved coupons; one in two hundred hidden, picked by a hash: `i % 200`
  // shares a factor with the day's `i % 700`, which hid half of the newest day's reviews (decision 0108).
  await timed(`insert into reviews (account_id, coupon_id, merchant_id, rating, review_text, remarks, created_at, updated_at, hidden_at)
    select u.id, c.id, c.merchant_id, 1 + i % 5, 'Worked on my order of ₹' || (200 + i % 3000), 'Shopped online',
           now() - (i % 700) * interval '1 day', now() - (i % 700) * interval '1 day',
           case when abs(hashint4(i + 29)) % 200 = 0 then now() end
      from generate_series(1, ${n.reviews}) i
      join su u on u.n = i join ac c on c.n = 1 + abs(hashint4(i + 9)) % ${approved}`);
  await timed(`insert into saved_coupons (account_id, coupon_id, created_at)
    select u.id, c.id, now() - (i % 20) * interval '1 day'
      from generate_series(1, ${n.savedCoupons}) i
      join su u on u.n = i join lc c on c.n = 1 + abs(hashint4(i + 11)) % ${live}`);
  // Store follows, one per shopper: a store with a coupon approved in the last day (the catalogue's
  // coupons expiring in 61 to 90 days were approved in the last 97 minutes) gives its followers a digest.
  await timed(`insert into store_follows (merchant_id, account_id, created_at)
    select m.id, u.id, now() - (i % 60) * interval '1 day'
      from generate_series(1, ${n.storeFollows}) i
      join su u on u.n = i join mm m on m.n = 1 + abs(hashint4(i + 23)) % ${n.stores}`);
  await timed(`insert into coupon_feedback (coupon_id, account_id, day, worked, reason, created_at, updated_at)
    select c.id, u.id, (now() at time zone 'Asia/Kolkata')::date - i % 30, i % 4 <> 0,
           case when i % 4 = 0 then 'other'::coupon_feedback_reason end, now(), now()
      from generate_series(1, ${n.couponFeedback}) i
      join su u on u.n = i join lc c on c.n = 1 + abs(hashint4(i + 17)) % ${live}`);
  // Sessions of shoppers, a fifth of them expired (the clean-up's work).
  await timed(`insert into sessions (id, account_id, expires_at, created_at)
    select md5(i::text) || md5((i + 1)::text), u.id, now() + (i % 5 - 1) * interval '1 hour', now() - interval '1 hour'
      from generate_series(1, ${n.sessions}) i join su u on u.n = 1 + i % ${n.shoppers}`);

  await client.query(`set session_replication_role = origin`);
  const at = Date.now();
  for (const statement of dropped) await client.query(statement);
  log(`  ${((Date.now() - at) / 1000).toFixed(1)} s  rebuilt ${dropped.length} indexes and keys`);
  for (const table of ['su', 'mm', 'lc', 'ac', 'sn']) await client.query(`drop table ${table}`);
  // The kept live-coupon counts as the daily clean-up keeps them (decision 0091): only expiry instants
  // still ahead. The load wrote every coupon's row, past ones included (the catalogue's history); deleting
  // them here and compacting the two small tables stands for the days of clean-ups a real site has had.
  for (const table of ['coupon_category_counts', 'coupon_merchant_counts']) {
    await client.query(`delete from ${table} where expires_at <= now()`);
    await client.query(`vacuum full ${table}`);
  }
  // As autovacuum leaves the tables a minute after a bulk load: statistics and a visibility map.
  await timed(`vacuum (analyze) `);
  return n;
}

async function count(client: pg.Client, table: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
  return Number(rows[0]!.n);
}

/**
 * Drops the tables' plain indexes, and the primary keys and unique constraints of tables no foreign
 * key references; answers the statements that make them again, in their own definitions.
 */
async function dropIndexes(client: pg.Client, tables: string[]): Promise<string[]> {
  const rebuild: string[] = [];
  for (const table of tables) {
    const { rows: constraints } = await client.query<{ name: string; definition: string }>(
      `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = $1::regclass and contype in ('p', 'u')
          and not exists (select 1 from pg_constraint f where f.confrelid = $1::regclass)`,
      [table],
    );
    for (const { name, definition } of constraints) {
      await client.query(`alter table ${table} drop constraint ${name}`);
      rebuild.push(`alter table ${table} add constraint ${name} ${definition}`);
    }
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select i.relname as name, pg_get_indexdef(i.oid) as definition
         from pg_index x join pg_class i on i.oid = x.indexrelid
        where x.indrelid = $1::regclass
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
      [table],
    );
    for (const { name, definition } of indexes) {
      await client.query(`drop index ${name}`);
      rebuild.push(definition);
    }
  }
  return rebuild;
}
