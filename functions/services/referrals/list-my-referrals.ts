import { count, desc, eq } from 'drizzle-orm';
import { MY_REFERRALS_MAX, type MyReferrals } from '../../contract/reviews.ts';
import type { Database } from '../../db/database.ts';
import { accounts } from '../../db/schema/index.ts';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * A name as another user may see it: the first word only, its first two letters and its last one
 * ('Priya Sharma' is 'Pr***a'); a word of three letters or fewer keeps only its first ('Raj' is
 * 'R***'). Letters are counted as graphemes, so a Hindi or Telugu name is never cut inside a letter.
 */
export function maskName(name: string): string {
  const word = name.trim().split(/\s+/)[0] ?? '';
  const letters = Array.from(graphemes.segment(word), (part) => part.segment);
  if (letters.length === 0) return '***';
  if (letters.length <= 3) return `${letters[0]}***`;
  return `${letters.slice(0, 2).join('')}***${letters.at(-1)}`;
}

/**
 * The accounts that signed up with this account's referral code (accounts_referred_by_idx), newest
 * first, names masked: how many in all, and the newest MY_REFERRALS_MAX.
 */
export async function listMyReferrals(db: Database, accountId: string): Promise<MyReferrals> {
  const referred = eq(accounts.referredByAccountId, accountId);
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(accounts).where(referred),
    db
      .select({ name: accounts.displayName, joinedAt: accounts.createdAt })
      .from(accounts)
      .where(referred)
      .orderBy(desc(accounts.createdAt), desc(accounts.id))
      .limit(MY_REFERRALS_MAX),
  ]);
  return {
    total: total?.total ?? 0,
    referrals: rows.map((row) => ({
      name: maskName(row.name),
      joinedAt: new Date(row.joinedAt).toISOString(),
    })),
  };
}
