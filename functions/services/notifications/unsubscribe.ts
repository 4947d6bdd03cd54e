import type { EmailCategory } from '../../contract/cashback-emails.ts';
import type { NotifyDeps } from './cashback-notifications.ts';
import { turnOffCategory } from './email-preferences.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/** Turns off the category a signed unsubscribe token names; null (and nothing changed) for any other token. */
export async function unsubscribe(
  deps: Pick<NotifyDeps, 'db' | 'config'>,
  token: string | null | undefined,
): Promise<{ category: EmailCategory } | null> {
  const named = readUnsubscribeToken(deps.config, token ?? undefined);
  if (!named) return null;
  await turnOffCategory(deps.db, named.accountId, named.category);
  return { category: named.category };
}

/** Whether a token is one the server made (the page's first view), without changing anything. */
export function unsubscribeCategory(
  deps: Pick<NotifyDeps, 'config'>,
  token: string | null | undefined,
): EmailCategory | null {
  return readUnsubscribeToken(deps.config, token ?? undefined)?.category ?? null;
}
