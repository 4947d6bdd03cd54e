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

function isConnectionError(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && ['ECONNREFUSED', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '53300'].includes(code)
  );
}
