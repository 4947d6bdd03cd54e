import { accountMessages } from '../../contract/accounts.ts';
import { HttpError } from '../../http/http-error.ts';

/** Postgres' unique_violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Runs a sign-up write; a name or email taken meanwhile becomes the spec's 409, not a 500. */
export async function withDuplicateAsConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw HttpError.conflict(accountMessages.duplicate);
    throw error;
  }
}
