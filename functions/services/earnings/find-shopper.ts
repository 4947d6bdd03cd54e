import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { emailVerificationMessages } from '../../contract/account-email.ts';
import { saleMessages } from '../../contract/earnings.ts';
import type { Database } from '../../db/database.ts';
import { accounts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';

/**
 * The shopper a merchant names on a sale: a user account by username or email (any case) or by
 * mobile number (+91, spaces and dashes ignored). Unknown or deleted: 400 with a clear message; a mobile number
 * two shoppers share: 400 asking for the username or email. A shopper who has not verified their email
 * yet cannot earn (issue 13): 400 saying so, and no sale is recorded.
 */
export async function findShopper(db: Database, typed: string): Promise<string> {
  const text = typed.trim();
  const digits = text.replace(/[\s-]/g, '').replace(/^(\+?91|0)(?=\d{10}$)/, '');
  const found = await db
    .select({ id: accounts.id, confirmed: accounts.isEmailConfirmed })
    .from(accounts)
    .where(
      and(
        eq(accounts.role, 'user'),
        isNull(accounts.deletedAt),
        or(
          sql`lower(${accounts.username}) = lower(${text})`,
          sql`lower(${accounts.email}) = lower(${text})`,
          /^\d{10}$/.test(digits) ? eq(accounts.mobile, digits) : sql`false`,
        ),
      ),
    )
    .limit(2);
  const [first, second] = found;
  if (!first)
    throw HttpError.badInput(saleMessages.shopperNotFound, { shopper: saleMessages.shopperNotFound });
  if (second)
    throw HttpError.badInput(saleMessages.shopperAmbiguous, { shopper: saleMessages.shopperAmbiguous });
  if (!first.confirmed) {
    const message = emailVerificationMessages.shopperUnverified;
    throw HttpError.badInput(message, { shopper: message });
  }
  return first.id;
}
