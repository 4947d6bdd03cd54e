/**
 * `npm run bench:jobs` (issue 25 item 4, decision 0078): the scheduled jobs at national scale on a
 * throw-away PostgreSQL server (scripts/lib/pg-server.ts, as `npm run test:pg`).
 *
 * 1. Builds `--entries` (1,000,000) due pending cashback entries with generate_series (100 shoppers
 *    per 1,000 entries, one merchant), then runs the confirmation job in a process of its own and
 *    prints its time and peak RSS (goals: under 60 s, under 256 MB), checks each entry was confirmed
 *    exactly once, and times a second run (nothing left to do: it only walks).
 * 2. Builds `--marks` (2,000,000; `--marks 20000000` for the issue's full size) counted marks older
 *    than the OVERVIEW_DAYS (90) the merchant's figures keep (decision 0076), runs the clean-up in its own process (no request runs any of it: decision 0098)
 *    and, the whole time, reveals one live coupon
 *    from 8 connections, sampling pg_stat_activity for sessions waiting on a lock: prints the clean-up's
 *    time, the reveals' p50/p99/max latency during it and the lock waits seen.
 *
 * The server is sized as a production one on this machine (shared_buffers a quarter of the memory,
 * decision 0106); `--shared-buffers 128MB` measures with PostgreSQL's default.
 *
 * Options: `--entries N --marks N --batch N --in-flight N` (confirmation batches at once, decision
 * 0106), `--cpu-prof-dir DIR` (the job process's CPU profile), and `--emails`: the confirmation as the cron job runs it, with its "cashback confirmed" emails (confirmCashbackAndNotify's two phases, timed apart: the ledger
 * batches recording the emails owed, then the mailing phase, decision 0090) to a mailer that counts and
 * drops them (every shopper has a verified email, and must get exactly one). Always removes the server; exits 1 if a check fails.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../functions/db/client.ts';
import { openPostgres } from '../functions/db/drivers/postgres.ts';
import { todayInIndia } from '../functions/contract/india-time.ts';
import { OVERVIEW_DAYS } from '../functions/contract/merchant-overview.ts';
import { createCoupon, createMerchant } from '../functions/seed/factories/index.ts';
import { countCouponAction } from '../functions/services/coupons/count-coupon-action.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../functions/services/earnings/cashback-settings.ts';
import { confirmCashbackRun } from '../functions/services/earnings/confirm-cashback.ts';
import { pruneExpired } from '../functions/services/maintenance/prune-expired.ts';
import { parseConfig } from '../functions/config.ts';
import type { Mailer } from '../functions/services/email/mailer.ts';
import {
  mailAfterConfirmation,
  type NotifyDeps,
} from '../functions/services/notifications/cashback-notifications.ts';
import { benchDatabase } from './lib/bench-database.ts';
import { productionSizedSettings } from './lib/pg-server.ts';

const { values } = parseArgs({
  options: {
    entries: { type: 'string', default: '1000000' },
    marks: { type: 'string', default: '2000000' },
    batch: { type: 'string' },
    'in-flight': { type: 'string' },
    'shared-buffers': { type: 'string' },
    emails: { type: 'boolean', default: false },
    'cpu-prof-dir': { type: 'string' },
    child: { type: 'string' },
    url: { type: 'string' },
  },
});

const batchSize = values.batch ? Number(values.batch) : undefined;
/** Confirmation batches at once (decision 0106); the job's own default unless given. */
const inFlight = values['in-flight'] ? Number(values['in-flight']) : undefined;

/**
 * A job process's V8 limits (decision 0078): without them Node 24 sizes its young generation for the
 * machine and holds ~270 MB after merely importing drizzle; the job itself needs one batch of rows.
 */
export const JOB_PROCESS_FLAGS = ['--max-old-space-size=192', '--max-semi-space-size=8'];

/** The job itself, in a process of its own so its peak RSS is the job's alone. */
async function child(job: string, url: string) {
  // The pg driver alone (production's): the embedded database's WebAssembly is not loaded.
  const database = await openPostgres(url);
  const started = performance.now();
  let answer: Record<string, unknown>;
  if (job === 'confirm' && values.emails) {
    let emails = 0;
    const mailer: Mailer = {
      describe: 'bench: counted, dropped',
      sendEmail: async () => void emails++,
    };
    const errors: string[] = [];
    const deps: NotifyDeps = {
      db: database.db,
      config: parseConfig({ DATABASE_URL: url, SITE_URL: 'https://deals.example.in' }),
      log: { error: (message) => void errors.push(message) },
      mailer,
    };
    // confirmCashbackAndNotify's two phases, timed apart (decision 0090): the ledger batches, each
    // recording the emails owed, then the mailing phase, one email per shopper.
    const { run } = await confirmCashbackRun(database.db, DEFAULT_CASHBACK_SETTINGS, todayInIndia(), {
      batchSize,
      inFlight,
      recordMail: true,
    });
    const ledgerMs = Math.round(performance.now() - started);
    const mailed = await mailAfterConfirmation(deps, run);
    answer = {
      ...run,
      emails,
      errors: errors.length,
      ledgerMs,
      mailingMs: Math.round(performance.now() - started) - ledgerMs,
      mailingDone: mailed.done,
    };
  } else if (job === 'confirm') {
    const { run, done } = await confirmCashbackRun(database.db, DEFAULT_CASHBACK_SETTINGS, todayInIndia(), {
      batchSize,
      inFlight,
    });
    answer = { ...run, done };
  } else {
    answer = { ...(await pruneExpired(database.db, new Date(), batchSize)) };
  }
  const ms = Math.round(performance.now() - started);
  await database.close();
  const usage = process.resourceUsage();
  const maxRssMb = Math.round(usage.maxRSS / 1024);
  // The job process's own CPU (the rest of the time it waits on the database, or on the machine).
  const cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000);
  console.log(JSON.stringify({ ...answer, ms, maxRssMb, cpuMs }));
}

function runChild(job: string, url: string): Promise<Record<string, number | boolean>> {
  return new Promise((resolve, reject) => {
    const script = fileURLToPath(import.meta.url);
    const proc = spawn(
      process.execPath,
      [
        ...JOB_PROCESS_FLAGS,
        // The job process's CPU profile (chrome://inspect or speedscope), where its time goes.
        ...(values['cpu-prof-dir'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof-dir']}`] : []),
        script,
        ...['--child', job, '--url', url],
        ...(batchSize ? ['--batch', String(batchSize)] : []),
        ...(inFlight ? ['--in-flight', String(inFlight)] : []),
        ...(values.emails ? ['--emails'] : []),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.once('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`${job} exited ${code}: ${out}`));
      else resolve(JSON.parse(line) as Record<string, number | boolean>);
    });
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${seconds(performance.now() - started)}`);
  return result;
}

async function main() {
  const entries = Number(values.entries);
  const marks = Number(values.marks);
  const shoppers = Math.max(1, Math.round(entries / 10));
  const bench = await benchDatabase('dealsphere-bench-jobs-', {
    ...productionSizedSettings(),
    ...(values['shared-buffers'] ? { shared_buffers: values['shared-buffers'] } : {}),
  });
  let failed = false;
  try {
    const { url, dataDir, database } = bench;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const merchant = await createMerchant(database.db);

    console.log(
      `bench:jobs: ${entries.toLocaleString('en-IN')} due cashback entries, ${shoppers.toLocaleString('en-IN')} shoppers`,
    );
    await timed('built with generate_series', async () => {
      await client.query(
        `insert into accounts (role, username, display_name, email, referral_code, is_email_confirmed)
         select 'user', 'bench_' || g, 'Bench shopper ' || g, 'bench' || g || '@example.com', 'BENCH' || g, true
           from generate_series(1, $1) g`,
        [shoppers],
      );
      await client.query(
        `create temporary table bench_shoppers as
           select id, row_number() over (order by id) as n from accounts where username like 'bench\\_%'`,
      );
      await client.query(
        `insert into merchant_sales (account_id, merchant_id, sale_amount_paise, sale_date, idempotency_key, source)
         select s.id, $2::uuid, 50000 + (g % 5000) * 100, current_date - 40 - (g % 20), 'bench-' || g, 'form'
           from generate_series(1, $1) g
           join bench_shoppers s on s.n = 1 + (g % $3)`,
        [entries, merchant.id, shoppers],
      );
      await client.query(
        `insert into earnings_ledger (account_id, kind, amount_paise, sale_id, confirm_after)
         select account_id, 'credit_pending', sale_amount_paise / 20, id, sale_date + 30
           from merchant_sales where merchant_id = $1`,
        [merchant.id],
      );
      await client.query('vacuum analyze earnings_ledger, merchant_sales, accounts');
      // The build's own writes flushed now, not by a checkpoint during the job's run.
      await client.query('checkpoint');
    });
    const first = await runChild('confirm', url);
    const { rows } = await client.query<{ confirmed: number; twice: number }>(
      `select count(*)::int as confirmed,
              (select count(*)::int from (select sale_id from earnings_ledger where kind = 'credit_confirmed'
                group by sale_id having count(*) > 1) d) as twice
         from earnings_ledger where kind = 'credit_confirmed'`,
    );
    const owedLeft = (
      await client.query<{ n: number }>('select count(*)::int as n from cashback_confirmed_outbox')
    ).rows[0]!.n;
    const again = await runChild('confirm', url);
    const check = rows[0]!;
    // With --emails: one email per shopper (each has 10 sales), nothing left owed, none in the second run.
    const mailOk =
      !values.emails ||
      (first.emails === shoppers && first.errors === 0 && owedLeft === 0 && again.emails === 0);
    const confirmOk =
      check.confirmed === entries &&
      check.twice === 0 &&
      mailOk &&
      Number(first.ms) < 60_000 &&
      Number(first.maxRssMb) < 256;
    failed ||= !confirmOk;
    console.table([
      {
        run: 'confirmation',
        confirmed: first.confirmed,
        time: seconds(Number(first.ms)),
        'peak RSS MB': first.maxRssMb,
        'per s': Math.round(Number(first.confirmed) / (Number(first.ms) / 1000)),
        'job CPU': seconds(Number(first.cpuMs)),
        ...(values.emails
          ? {
              ledger: seconds(Number(first.ledgerMs)),
              mailing: seconds(Number(first.mailingMs)),
              emails: first.emails,
              'mail errors': first.errors,
            }
          : {}),
      },
      {
        run: 'again (nothing due)',
        confirmed: again.confirmed,
        time: seconds(Number(again.ms)),
        'peak RSS MB': again.maxRssMb,
        'per s': '-',
        'job CPU': seconds(Number(again.cpuMs)),
        ...(values.emails
          ? {
              ledger: seconds(Number(again.ledgerMs)),
              mailing: seconds(Number(again.mailingMs)),
              emails: again.emails,
              'mail errors': again.errors,
            }
          : {}),
      },
    ]);
    console.log(
      `  ledger: ${check.confirmed} confirmations, ${check.twice} sales confirmed twice${values.emails ? `; ${first.emails} emails for ${shoppers} shoppers, ${owedLeft} owed left` : ''}; goals < 60 s and < 256 MB: ${confirmOk ? 'met' : 'NOT MET'}`,
    );

    if (marks > 0) {
      console.log(
        `\nbench:jobs: clean-up of ${marks.toLocaleString('en-IN')} counted marks older than the ${OVERVIEW_DAYS} days kept`,
      );
      const coupon = await createCoupon(database.db, { merchantId: merchant.id, status: 'approved' });
      await timed('built with generate_series', async () => {
        await client.query(
          `insert into counted_actions (coupon_id, action, visitor_key, window_start)
           select $1::uuid, case when g % 3 = 0 then 'click_out' else 'reveal' end::counted_action,
                  md5(g::text) || md5((g + 1)::text),
                  date_trunc('day', now()) - make_interval(days => $3 + 10 + (g % 30))
             from generate_series(1, $2) g`,
          [coupon.id, marks, OVERVIEW_DAYS],
        );
        await client.query('vacuum analyze counted_actions');
      });
      // Reveals from 8 connections the whole time: each a new shopper, so each one writes.
      const revealer = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: url });
      const latencies: number[] = [];
      let lockWaits = 0;
      let samples = 0;
      let stop = false;
      const revealLoop = async () => {
        while (!stop) {
          const started = performance.now();
          await countCouponAction(revealer.db, {
            couponId: coupon.id,
            action: 'reveal',
            visitor: { accountId: randomUUID() },
          });
          latencies.push(performance.now() - started);
        }
      };
      const sampler = async () => {
        while (!stop) {
          const { rows: waiting } = await client.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = 'bench'`,
          );
          lockWaits = Math.max(lockWaits, waiting[0]?.n ?? 0);
          samples++;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      const loops = [...Array.from({ length: 8 }, revealLoop), sampler()];
      const pruned = await runChild('prune', url);
      stop = true;
      await Promise.all(loops);
      await revealer.close();
      latencies.sort((a, b) => a - b);
      const at = (q: number) =>
        Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
      const { rows: left } = await client.query<{ n: number }>(
        `select count(*)::int as n from counted_actions where window_start < now() - make_interval(days => $1 + 1)`,
        [OVERVIEW_DAYS],
      );
      const pruneOk = left[0]?.n === 0 && lockWaits === 0;
      failed ||= !pruneOk;
      console.table([
        {
          deleted: pruned.countedActions,
          'old marks left': left[0]?.n,
          time: seconds(Number(pruned.ms)),
          'peak RSS MB': pruned.maxRssMb,
          'reveals meanwhile': latencies.length,
          'reveal p50 ms': at(0.5),
          'reveal p99 ms': at(0.99),
          'reveal max ms': Math.round(latencies.at(-1) ?? 0),
          'most sessions waiting on a lock': lockWaits,
          samples,
        },
      ]);
      console.log(`  every old mark deleted and no reveal waiting on a lock: ${pruneOk ? 'yes' : 'NO'}`);
    }
    await client.end();
    await database.close();
  } finally {
    await bench.remove();
  }
  process.exit(failed ? 1 : 0);
}

if (values.child && values.url) await child(values.child, values.url);
else await main();
