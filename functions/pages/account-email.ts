import { isProduction } from '../config.ts';
import { createLogger, describeError } from '../http/logger.ts';
import { getRuntime, type Runtime } from '../runtime.ts';
import {
  openVerificationLink,
  type AccountRole,
  type VerifyEmailResult,
} from '../services/accounts/verify-email.ts';
import { outboxFolder } from '../services/email/create-mailer.ts';
import { readOutbox, type OutboxEntry } from '../services/email/outbox-mailer.ts';

/**
 * /verify-email opens the link on the server, once (the page is rendered on demand), and says whose
 * account it verified. A failure to reach the database is logged and answered as `undefined`: the page
 * says to try again.
 */
export async function verifyEmailForPage(
  token: string | null,
): Promise<{ result: VerifyEmailResult; role: AccountRole | null } | undefined> {
  if (!token) return { result: 'unknown', role: null };
  let runtime: Runtime | undefined;
  try {
    runtime = await getRuntime();
    return await openVerificationLink(runtime.database.db, token);
  } catch (error) {
    (runtime?.log ?? createLogger('error')).error('verify email: failed', describeError(error));
    return undefined;
  }
}

/**
 * The development outbox (/dev/outbox): the newest messages, or `null` — a 404 — in production or
 * when mail goes to an SMTP server.
 */
export async function outboxForPage(): Promise<OutboxEntry[] | null> {
  const runtime = await getRuntime();
  // Read from the config, not `instanceof`: the built server bundles its own copy of the mailer classes.
  if (isProduction(runtime.config) || runtime.config.SMTP_URL) return null;
  return readOutbox(outboxFolder(runtime.config), 50);
}
