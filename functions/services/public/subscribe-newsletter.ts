import type { Database } from '../../db/database.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

/**
 * Stores an address once (newsletter_email_lower_idx is case-insensitive). Signing up again is not an
 * error: it reports that the address was already there.
 */
export async function subscribeNewsletter(
  db: Database,
  email: string,
): Promise<{ alreadySubscribed: boolean }> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return { alreadySubscribed: inserted.length === 0 };
}
