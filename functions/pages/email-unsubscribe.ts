import type { EmailCategory } from '../contract/cashback-emails.ts';
import { createLogger, describeError } from '../http/logger.ts';
import { getRuntime, type Runtime } from '../runtime.ts';
import { unsubscribe, unsubscribeCategory } from '../services/notifications/unsubscribe.ts';

export type UnsubscribePageState =
  | { kind: 'ask'; category: EmailCategory }
  | { kind: 'done'; category: EmailCategory }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/**
 * /email/unsubscribe (issue 22 item 6): a GET shows the question and an Unsubscribe button (nothing
 * changes, as mail scanners open links); the button's POST turns the category off.
 */
export async function unsubscribeForPage(token: string | null, post: boolean): Promise<UnsubscribePageState> {
  let runtime: Runtime | undefined;
  try {
    runtime = await getRuntime();
    const deps = { db: runtime.database.db, config: runtime.config };
    if (!post) {
      const category = unsubscribeCategory(deps, token);
      return category ? { kind: 'ask', category } : { kind: 'invalid' };
    }
    const done = await unsubscribe(deps, token);
    return done ? { kind: 'done', category: done.category } : { kind: 'invalid' };
  } catch (error) {
    (runtime?.log ?? createLogger('error')).error('unsubscribe: failed', describeError(error));
    return { kind: 'failed' };
  }
}
