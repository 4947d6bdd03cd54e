/**
 * `node scripts/bench-bonuses.ts [--friends N] [--tonight N]` (decision 0098): the referral bonuses'
 * pass on a throw-away PostgreSQL server, with and without its mark. Builds `--friends` (200,000) referred
 * friends whose bonus was paid long ago (the history: a referrer per ten friends, a confirmed sale and
 * its bonus each), runs the confirmation job once (a full pass, which leaves the marks), then the next
 * two nights, each with `--tonight` (1,000) friends whose cashback falls due that day: the first from the
 * mark, the second with the bonus mark deleted (the pass as it was before: every referred friend). Prints each run's time and the
 * pages its statements touched (pg_stat_database blocks hit + read of the job's own connections, which
 * are closed before reading), and checks every friend has exactly one bonus. Always removes the server.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../functions/db/drivers/postgres.ts';
import { addDays, todayInIndia } from '../functions/contract/india-time.ts';
import { createMerchant } from '../functions/seed/factories/index.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../functions/services/earnings/cashback-settings.ts';
import { confirmCashbackRun } from '../functions/services/earnings/confirm-cashback.ts';
import { benchDatabase } from './lib/bench-database.ts';

const { values } = parseArgs({
  options: { friends: { type: 'string', default: '200000' }, tonight: { type: 'string', default: '1000' } },
});
const friends = Number(values.friends);
const tonight = Number(values.tonight);

const bench = await benchDatabase('dealsphere-bench-bonuses-');
try {
  const { url, database } = bench;
  const merchantId = (await createMerchant(database.db)).id;
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();

  /**
   * `n` referred friends (names from `tag`), signed up and their sale recorded a month ago, each with a
   * pending cashback due on the day `dueIn` days from today.
   */
  async function addFriends(tag: string, n: number, dueIn: number) {
    await client.query(
      `insert into accounts (role, username, display_name, email, referral_code, is_email_confirmed)
       select 'user', $1 || '_ref_' || g, 'Referrer ' || g, $1 || 'r' || g || '@example.com', upper($1) || 'R' || g, true
         from generate_series(1, greatest(1, $2 / 10)) g`,
      [tag, n],
    );
    await client.query(
      `insert into accounts (role, username, display_name, email, referral_code, is_email_confirmed,
                             referred_by_account_id, referred_by_type)
       select 'user', $1 || '_friend_' || g, 'Friend ' || g, $1 || 'f' || g || '@example.com', upper($1) || 'F' || g,
              true, r.id, 'User'
         from generate_series(1, $2) g
         join accounts r on r.username = $1 || '_ref_' || (1 + g % greatest(1, $2 / 10))`,
      [tag, n],
    );
    await client.query(
      `insert into merchant_sales (account_id, merchant_id, sale_amount_paise, sale_date, idempotency_key, source)
       select a.id, $2::uuid, 100000, current_date + $3::int - 30, 'bench-' || a.username, 'form'
         from accounts a where a.username like $1 || '\\_friend\\_%'`,
      [tag, merchantId, dueIn],
    );
    await client.query(
      `insert into earnings_ledger (account_id, kind, amount_paise, sale_id, confirm_after)
       select s.account_id, 'credit_pending', 5000, s.id, s.sale_date + 30
         from merchant_sales s join accounts a on a.id = s.account_id where a.username like $1 || '\\_friend\\_%'`,
      [tag],
    );
    await client.query(
      `update accounts set created_at = now() - interval '30 days', updated_at = now() - interval '30 days'
        where username like $1 || '\\_%'`,
      [tag],
    );
    await client.query(
      `update earnings_ledger set created_at = now() - interval '30 days'
        where sale_id in (select s.id from merchant_sales s where s.idempotency_key like 'bench-' || $1 || '\\_%')`,
      [tag],
    );
  }

  async function pages(): Promise<number> {
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: string }>(
      `select blks_hit + blks_read as n from pg_stat_database where datname = 'bench'`,
    );
    return Number(rows[0]!.n);
  }

  /** The job in connections of its own, closed before the pages are read (a backend reports at its exit). */
  async function run(label: string, dayIn: number) {
    const before = await pages();
    const job = await openPostgres(url);
    const started = performance.now();
    const result = await confirmCashbackRun(
      job.db,
      DEFAULT_CASHBACK_SETTINGS,
      addDays(todayInIndia(), dayIn),
    );
    const ms = Math.round(performance.now() - started);
    await job.close();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const touched = (await pages()) - before;
    console.log(JSON.stringify({ run: label, ...result.run, done: result.done, ms, pages: touched }));
  }

  const at = performance.now();
  await addFriends('hist', friends, -10);
  await client.query('vacuum analyze');
  console.log(`built ${friends} friends in ${((performance.now() - at) / 1000).toFixed(1)} s`);
  await run(`first run: ${friends} friends, no mark`, 0);
  await client.query('vacuum analyze');

  await addFriends('night1', tonight, 1);
  await client.query('vacuum analyze');
  await run(`the next night: ${tonight} friends due, from the mark`, 1);

  await addFriends('night2', tonight, 2);
  await client.query('vacuum analyze');
  await client.query(`delete from job_marks where name like 'referral-bonus:%'`);
  await run(`the night after: ${tonight} friends due, bonus mark deleted (every friend, as before)`, 2);

  await run('the same night again, nothing to do, from the mark', 2);
  const { rows } = await client.query<{ friends: number; bonuses: number; twice: number }>(
    `select (select count(*)::int from accounts where referred_by_account_id is not null) as friends,
            (select count(*)::int from earnings_ledger where kind = 'referral_bonus') as bonuses,
            (select count(*)::int from (select referred_account_id from earnings_ledger
              where kind = 'referral_bonus' group by 1 having count(*) > 1) d) as twice`,
  );
  console.log(JSON.stringify(rows[0]));
  await client.end();
  if (rows[0]!.bonuses !== rows[0]!.friends || rows[0]!.twice !== 0) process.exitCode = 1;
} finally {
  await bench.remove();
}
