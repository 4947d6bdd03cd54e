import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  POSTBACK_SECRET_BYTES,
  type CreatedPostbackSecret,
  type PostbackSecretStatus,
} from '../../contract/postback.ts';
import type { DbOrTx } from '../../db/database.ts';
import { merchantPostbackSecrets } from '../../db/schema/index.ts';

/**
 * A merchant's postback secret (issue 22 item 3): 32 random bytes, base64url. Made or rotated in one
 * statement (the row is replaced, so the old secret stops working at once) and answered once: no read
 * of the API ever answers it again.
 */
export async function createPostbackSecret(db: DbOrTx, merchantId: string): Promise<CreatedPostbackSecret> {
  const secret = randomBytes(POSTBACK_SECRET_BYTES).toString('base64url');
  const [row] = await db
    .insert(merchantPostbackSecrets)
    .values({ merchantId, secret })
    .onConflictDoUpdate({
      target: merchantPostbackSecrets.merchantId,
      set: { secret, createdAt: sql`now()` },
    })
    .returning({ createdAt: merchantPostbackSecrets.createdAt });
  if (!row) throw new Error('the postback secret was not stored');
  return { secret, createdAt: row.createdAt.toISOString(), merchantId };
}

/** Whether the merchant has a secret and since when; never the secret itself. */
export async function readPostbackSecretStatus(
  db: DbOrTx,
  merchantId: string,
): Promise<PostbackSecretStatus> {
  const [row] = await db
    .select({ createdAt: merchantPostbackSecrets.createdAt })
    .from(merchantPostbackSecrets)
    .where(eq(merchantPostbackSecrets.merchantId, merchantId));
  return { exists: row !== undefined, createdAt: row?.createdAt.toISOString() ?? null, merchantId };
}

/** The secret a postback is checked with (server side only), or null. */
export async function postbackSecretOf(db: DbOrTx, merchantId: string): Promise<string | null> {
  const [row] = await db
    .select({ secret: merchantPostbackSecrets.secret })
    .from(merchantPostbackSecrets)
    .where(eq(merchantPostbackSecrets.merchantId, merchantId));
  return row?.secret ?? null;
}
