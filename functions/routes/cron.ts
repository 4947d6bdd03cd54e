import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { ConfirmationRun } from '../contract/earnings.ts';
import type { PruneRun } from '../contract/maintenance.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { personal } from '../auth/guards.ts';
import { cashbackSettings } from '../services/earnings/cashback-settings.ts';
import { confirmCashbackAndNotify } from '../services/notifications/cashback-notifications.ts';
import { pruneExpired } from '../services/maintenance/prune-expired.ts';
import type { StuckPayoutsRun } from '../contract/payouts.ts';
import { checkStuckPayouts } from '../services/payouts/stuck-payouts.ts';
import type { SavedRemindersRun } from '../contract/saved-coupons.ts';
import { sendSavedReminders } from '../services/saved/saved-reminders.ts';
import { sendFollowDigests, type FollowDigestRun } from '../services/follow/follow-digest.ts';
import { runFoldJob } from '../services/coupons/fold-job.ts';

/**
 * Scheduled jobs Vercel Cron calls (vercel.json). Public in the authorization matrix but secret: the
 * request must carry `Authorization: Bearer ${CRON_SECRET}`, compared in constant time; without it
 * (or with no CRON_SECRET configured) 401. The node server runs the same job on a timer instead.
 */
export const cronRoutes = new Hono<AppEnv>();

/** Both sides hashed first, so the comparison takes the same time whatever the lengths. */
function isCronSecret(header: string | undefined, secret: string | undefined): boolean {
  if (!secret || !header) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header), digest(`Bearer ${secret}`));
}

// GET /api/cron/confirm-cashback – confirms due cashback and pays first-cashback referral bonuses
cronRoutes.get('/confirm-cashback', personal, async (c) => {
  if (!isCronSecret(c.req.header('Authorization'), c.var.config.CRON_SECRET)) throw HttpError.unauthorized();
  const run = await confirmCashbackAndNotify(c.var, cashbackSettings(c.var.config));
  c.var.log.info('cashback confirmation', { ...run });
  return c.json<ConfirmationRun>(run);
});

// GET /api/cron/prune-expired – deletes expired sessions, ended throttle windows, OAuth states and
// account tokens, and counted actions past their 30 days (docs/decisions/0039-reliability-real-postgres-faults-fuzz-load.md)
cronRoutes.get('/prune-expired', personal, async (c) => {
  if (!isCronSecret(c.req.header('Authorization'), c.var.config.CRON_SECRET)) throw HttpError.unauthorized();
  const run = await pruneExpired(c.var.db);
  c.var.log.info('expired rows pruned', { ...run });
  return c.json<PruneRun>(run);
});

// GET /api/cron/payouts-stuck – payouts processing for over 30 minutes are read again from the provider and settled (decision 0065)
cronRoutes.get('/payouts-stuck', personal, async (c) => {
  if (!isCronSecret(c.req.header('Authorization'), c.var.config.CRON_SECRET)) throw HttpError.unauthorized();
  const run = await checkStuckPayouts(c.var);
  if (run.checked) c.var.log.info('stuck payouts checked', { ...run });
  return c.json<StuckPayoutsRun>(run);
});

// GET /api/cron/saved-reminders – one email per account and India day about its saved coupons expiring within 2 days (decision 0070)
cronRoutes.get('/saved-reminders', personal, async (c) => {
  if (!isCronSecret(c.req.header('Authorization'), c.var.config.CRON_SECRET)) throw HttpError.unauthorized();
  const run = await sendSavedReminders(c.var);
  c.var.log.info('saved coupon reminders', { ...run });
  return c.json<SavedRemindersRun>(run);
});

// GET /api/cron/follow-digest – the daily email of new coupons from followed stores, once per account and India day (decision 0071)
cronRoutes.get('/follow-digest', personal, async (c) => {
  if (!isCronSecret(c.req.header('Authorization'), c.var.config.CRON_SECRET)) throw HttpError.unauthorized();
  const run = await sendFollowDigests(c.var);
  if (run.sent) c.var.log.info('follow digests sent', { ...run });
  return c.json<FollowDigestRun>(run);
});

// GET /api/cron/fold-counts – moves coupons' counter shards into their reveal and click-out columns
// (the popular order) and deletes past days' folded shards (decision 0078); then ended days' marks stop
// naming their accounts (decision 0098, at most FOLD_FORGET_BATCHES batches a call), and coupons whose
// expiry has passed leave the live-coupon indexes (decision 0100, at most FOLD_UNLIST_BATCHES batches);
// every minute. The answer is the fold's, as before.
cronRoutes.get('/fold-counts', personal, async (c) => {
  if (!isCronSecret(c.req.header('Authorization'), c.var.config.CRON_SECRET)) throw HttpError.unauthorized();
  const { fold, renamed, unlisted } = await runFoldJob(c.var.db);
  if (fold.folded || fold.shardsDeleted) c.var.log.info('coupon counts folded', { ...fold });
  if (renamed) c.var.log.info('ended days’ marks renamed', { renamed });
  if (unlisted) c.var.log.info('ended coupons unlisted', { unlisted });
  return c.json(fold);
});
