import { eq, sql } from 'drizzle-orm';
import { adminLoginSchema, passwordSchema } from '../../contract/accounts.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { newReferralCode } from '../../auth/referral-code.ts';
import type { Database } from '../../db/database.ts';
import { accounts } from '../../db/schema/index.ts';
import { revokeResetLinks } from './account-tokens.ts';

/**
 * Creates an administrator, or sets a new password for an existing one of that name. The only way
 * admins come to exist outside the embedded demo database.
 */
export async function createAdmin(db: Database, input: { name: string; password: string }) {
  const { name } = adminLoginSchema.parse({ name: input.name, password: input.password });
  const password = passwordSchema.parse(input.password);
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select()
    .from(accounts)
    .where(eq(sql`lower(${accounts.username})`, name.toLowerCase()));
  if (existing && existing.role !== 'admin')
    throw new Error(`The name ${name} belongs to a ${existing.role} account.`);
  if (existing) {
    await db.transaction(async (tx) => {
      await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, existing.id));
      await revokeResetLinks(tx, existing.id);
    });
    return { created: false };
  }
  await db.insert(accounts).values({
    role: 'admin',
    username: name,
    displayName: 'Administrator',
    passwordHash,
    referralCode: newReferralCode(),
  });
  return { created: true };
}
