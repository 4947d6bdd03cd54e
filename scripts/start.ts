/**
 * `npm start` (after the build): prepares the server side, then serves the built site.
 * It validates the configuration, opens the database (taking the embedded folder's lock, so a second
 * server on the same folder stops here), migrates and seeds the embedded database, prints the demo
 * accounts, and only then listens. Every response, static files included, gets the security headers.
 */
import http from 'node:http';
import compression from 'compression';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { ConfigError, isProduction } from '../functions/config.ts';
import { assetHeaders, securityHeaders } from '../functions/contract/security-headers.ts';
import { DatabaseInUseError } from '../functions/db/database.ts';
import { DEMO_ACCOUNTS } from '../functions/seed/seed-demo-data.ts';
import { getRuntime, type Runtime } from '../functions/runtime.ts';
import { cashbackSettings } from '../functions/services/earnings/cashback-settings.ts';
import { confirmCashbackAndNotify } from '../functions/services/notifications/cashback-notifications.ts';
import { pruneExpired } from '../functions/services/maintenance/prune-expired.ts';
import { testPaymentsSecretPath } from '../functions/services/payments/test-payments-secret.ts';
import { checkStuckPayouts } from '../functions/services/payouts/stuck-payouts.ts';
import { sendSavedReminders } from '../functions/services/saved/saved-reminders.ts';
import { INDIA_OFFSET_MS } from '../functions/contract/india-time.ts';
import { sendFollowDigests } from '../functions/services/follow/follow-digest.ts';
import { runFoldJob } from '../functions/services/coupons/fold-job.ts';
import { createSharedCache } from './lib/shared-cache.ts';

/** How often the node server runs its scheduled jobs (Vercel runs them by cron instead). */
const CONFIRMATION_INTERVAL_MS = 60 * 60 * 1000;
const STUCK_PAYOUTS_INTERVAL_MS = 10 * 60 * 1000;
const FOLD_COUNTS_INTERVAL_MS = 60 * 1000;
/** The India-time hour the saved coupon reminders go out from (Vercel: "30 3 * * *" UTC). */
const SAVED_REMINDERS_HOUR = 9;

/**
 * The jobs Vercel Cron runs in production, here on a timer: the cashback confirmation and the clean-up
 * of expired rows (decision 0039), once shortly after the start, then hourly. unref'd, so it never keeps the process alive; both
 * are safe beside another instance or the cron endpoints (decision 0031).
 */
function scheduleJobs(runtime: Runtime) {
  const run = () => {
    confirmCashbackAndNotify(
      { db: runtime.database.db, config: runtime.config, log: runtime.log, mailer: runtime.mailer },
      cashbackSettings(runtime.config),
    )
      .then((result) => {
        if (result.confirmed || result.bonuses) runtime.log.info('cashback confirmation', { ...result });
      })
      .catch((error: unknown) => {
        runtime.log.error('cashback confirmation failed', { error: String(error) });
      });
    pruneExpired(runtime.database.db)
      .then((result) => {
        if (Object.values(result).some(Boolean)) runtime.log.info('expired rows pruned', { ...result });
      })
      .catch((error: unknown) => {
        runtime.log.error('pruning expired rows failed', { error: String(error) });
      });
  };
  setTimeout(run, 10_000).unref();
  setInterval(run, CONFIRMATION_INTERVAL_MS).unref();
  // Saved coupon reminders (decision 0070): from 09:00 India time, checked hourly; each account's day is
  // claimed, so the later runs of the day (and the cron endpoint) send nothing twice.
  const reminders = () => {
    if (new Date(Date.now() + INDIA_OFFSET_MS).getUTCHours() < SAVED_REMINDERS_HOUR) return;
    sendSavedReminders({
      db: runtime.database.db,
      config: runtime.config,
      mailer: runtime.mailer,
      log: runtime.log,
    })
      .then((result) => {
        if (result.sent) runtime.log.info('saved coupon reminders', { ...result });
      })
      .catch((error: unknown) => {
        runtime.log.error('saved coupon reminders failed', { error: String(error) });
      });
  };
  setTimeout(reminders, 20_000).unref();
  setInterval(reminders, CONFIRMATION_INTERVAL_MS).unref();
  // Payouts processing for over 30 minutes are read again from the provider (decision 0065), every 10 minutes.
  const stuckPayouts = () => {
    checkStuckPayouts({
      db: runtime.database.db,
      config: runtime.config,
      mailer: runtime.mailer,
      log: runtime.log,
    })
      .then((result) => {
        if (result.checked) runtime.log.info('stuck payouts checked', { ...result });
      })
      .catch((error: unknown) => {
        runtime.log.error('checking stuck payouts failed', { error: String(error) });
      });
  };
  setInterval(stuckPayouts, STUCK_PAYOUTS_INTERVAL_MS).unref();
  // The fold job (runFoldJob), every minute, as the cron route runs it: the popular order follows.
  const foldCounts = () => {
    runFoldJob(runtime.database.db).catch((error: unknown) => {
      runtime.log.error('folding coupon counts failed', { error: String(error) });
    });
  };
  setInterval(foldCounts, FOLD_COUNTS_INTERVAL_MS).unref();
  // The follow digest (decision 0071) at 09:30 India time (04:00 UTC), as vercel.json's cron: checked
  // hourly, sent in the hour from 04:00 UTC; once per account and India day, so a restart within the
  // hour sends nothing twice.
  const followDigest = () => {
    if (new Date().getUTCHours() !== 4) return;
    sendFollowDigests({
      db: runtime.database.db,
      config: runtime.config,
      mailer: runtime.mailer,
      log: runtime.log,
    })
      .then((result) => {
        if (result.sent) runtime.log.info('follow digests sent', { ...result });
      })
      .catch((error: unknown) => {
        runtime.log.error('follow digest failed', { error: String(error) });
      });
  };
  setInterval(followDigest, CONFIRMATION_INTERVAL_MS).unref();
}

async function main() {
  const runtime = await getRuntime(process.env);
  const { config } = runtime;

  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = pathToFileURL(path.resolve('dist/server/entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: http.RequestListener };

  const headers = securityHeaders({ production: isProduction(config) });
  const buildFileHeaders = assetHeaders({ production: isProduction(config) });
  // Text (HTML, JS, CSS, JSON) is compressed, as Vercel's CDN does in production: slow phone
  // networks feel every kilobyte.
  const compress = compression();
  // What Vercel's CDN does in production: repeated anonymous reads of public answers come from memory.
  const cache = config.SHARED_CACHE === 'on' ? createSharedCache() : null;
  const server = http.createServer((req, res) => {
    const pass = () => {
      // Set first, so a page's own CSP (with Astro's hashes) written later by the handler replaces the default.
      const own = req.url?.startsWith('/_astro/') ? buildFileHeaders : headers;
      for (const [name, value] of Object.entries(own)) res.setHeader(name, value);
      compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () =>
        handler(req, res),
      );
    };
    // The cache records before compression wraps write/end, so what it keeps is the compressed bytes sent.
    if (cache) cache.handle(req, res, pass);
    else pass();
  });
  server.listen(config.PORT, config.HOST, () => {
    const url = `http://${config.HOST}:${config.PORT}`;
    console.log(`\n  DealSphere is running at ${url}`);
    console.log(
      `  Database: ${runtime.database.kind}${runtime.database.kind === 'embedded' ? ` (${path.resolve(config.DATA_DIR)})` : ''}`,
    );
    console.log(`  Mail: ${runtime.mailer.describe}`);
    if (!config.SMTP_URL) console.log(`  Set SMTP_URL to send real mail; until then open ${url}/dev/outbox`);
    if (!config.RAZORPAY_KEY_ID && !process.env.TEST_PAYMENTS_SECRET)
      console.log(
        `  Payments: the test provider (no money moves); its secret is in ${testPaymentsSecretPath(config)}`,
      );
    if (runtime.database.kind === 'embedded') {
      if (runtime.seeded) console.log('  Demo content was added on this first start.');
      if (runtime.demoSignIns) {
        console.log('\n  Demo accounts:');
        for (const demo of Object.values(DEMO_ACCOUNTS)) {
          console.log(`    ${demo.role.padEnd(8)} ${demo.username.padEnd(14)} ${demo.password}`);
        }
      } else {
        console.log('  No demo accounts in production: create an admin with npm run admin:create.');
      }
    }
    console.log('');
  });

  scheduleJobs(runtime);

  const stop = () => {
    server.close();
    void runtime.database.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
