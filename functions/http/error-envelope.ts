import type { Context } from 'hono';
import { z } from 'zod';
import { messages } from '../contract/messages.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './http-error.ts';
import { describeError } from './logger.ts';

/**
 * The one error mapper: validation errors become 400 with a message per field, known failures keep
 * their status and message, and anything unknown becomes a plain 500 (or 503 when the database is
 * unreachable) whose details go only to the log, never to the client.
 */
export function toErrorResponse(error: unknown, c: Context<AppEnv>) {
  const known = toHttpError(error);
  if (!known) c.var.log.error('unhandled error', { requestId: c.var.requestId, ...describeError(error) });
  else if (known.status >= 500 && known.cause !== undefined)
    c.var.log.error(known.message, { requestId: c.var.requestId, ...describeError(known.cause) });
  const failure = known ?? (isConnectionError(error) ? storeUnavailable() : serverError());
  const body = {
    error: {
      code: failure.code,
      message: failure.message,
      ...(failure.fields ? { fields: failure.fields } : {}),
    },
  };
  return c.json(body, failure.status, { ...failure.headers, 'Cache-Control': 'no-store' });
}

function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof z.ZodError) return HttpError.badInput(messages.invalidInput, fieldMessages(error));
  return null;
}

export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

const serverError = () => new HttpError(500, 'server_error', messages.serverError);
const storeUnavailable = () => new HttpError(503, 'unavailable', messages.storeUnavailable);

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  '53300', // too_many_connections
  '57014', // query_canceled (statement timeout)
]);
/** node-postgres says these in words only: a lost connection, a connect or query timeout. */
const CONNECTION_WORDS =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error/i;

/**
 * The database is away: a network error, a Postgres connection class (08xxx) or shutdown/crash
 * (57P01-57P05) code, or node-postgres's words, on the error or anywhere in its causes (drizzle wraps
 * the driver's error in DrizzleQueryError).
 */
export function isConnectionError(error: unknown) {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^(08|57P0)/.test(code))) return true;
    if (e instanceof Error && CONNECTION_WORDS.test(e.message)) return true;
  }
  return false;
}
