import { eq, inArray, sql } from 'drizzle-orm';
import { numberedSlug, slugFromName } from '../../contract/store-slug.ts';
import type { DbOrTx } from '../../db/database.ts';
import { merchants, storeSlugRedirects } from '../../db/schema/index.ts';

const CANDIDATES_PER_ROUND = 20;

/**
 * The first free slug for a store named `name`: the name's slug, else -2, -3 … A slug is taken while a
 * store uses it or an old link still redirects with it. The unique index has the last word: a race
 * between two sign-ups with one brand name fails one insert, which the caller's conflict handling
 * reports, and a retry takes the next number.
 */
export async function uniqueStoreSlug(db: DbOrTx, name: string): Promise<string> {
  const base = slugFromName(name);
  for (let round = 0; ; round += 1) {
    const candidates = Array.from({ length: CANDIDATES_PER_ROUND }, (_, i) =>
      numberedSlug(base, round * CANDIDATES_PER_ROUND + i + 1),
    );
    const taken = new Set(
      (
        await db
          .select({ slug: merchants.storeSlug })
          .from(merchants)
          .where(inArray(merchants.storeSlug, candidates))
          .union(
            db
              .select({ slug: storeSlugRedirects.slug })
              .from(storeSlugRedirects)
              .where(inArray(storeSlugRedirects.slug, candidates)),
          )
      ).map((row) => row.slug),
    );
    const free = candidates.find((slug) => !taken.has(slug));
    if (free) return free;
  }
}

/** Where /stores/{slug} points: the store using the slug now, or the one an old slug redirects to. */
export async function findStoreBySlug(
  db: DbOrTx,
  slug: string,
): Promise<{ merchantId: string; storeSlug: string; redirected: boolean } | null> {
  const wanted = slug.trim().toLowerCase();
  if (!wanted) return null;
  const [current] = await db
    .select({ merchantId: merchants.id, storeSlug: merchants.storeSlug })
    .from(merchants)
    .where(eq(merchants.storeSlug, wanted))
    .limit(1);
  if (current) return { ...current, redirected: false };
  const [old] = await db
    .select({ merchantId: merchants.id, storeSlug: merchants.storeSlug })
    .from(storeSlugRedirects)
    .innerJoin(merchants, eq(merchants.id, storeSlugRedirects.merchantId))
    .where(eq(storeSlugRedirects.slug, wanted))
    .limit(1);
  return old ? { ...old, redirected: true } : null;
}

/**
 * Gives a store a new slug (Site creation's pageSlug): the old one keeps redirecting, and a slug the
 * store once had and takes back stops redirecting to itself. Run inside the caller's transaction.
 */
export async function changeStoreSlug(tx: DbOrTx, merchantId: string, newSlug: string): Promise<void> {
  const slug = newSlug.trim().toLowerCase();
  const [merchant] = await tx
    .select({ storeSlug: merchants.storeSlug })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!merchant || merchant.storeSlug === slug) return;
  await tx
    .insert(storeSlugRedirects)
    .values({ slug: merchant.storeSlug, merchantId })
    .onConflictDoUpdate({ target: storeSlugRedirects.slug, set: { merchantId, createdAt: sql`now()` } });
  await tx.delete(storeSlugRedirects).where(eq(storeSlugRedirects.slug, slug));
  await tx.update(merchants).set({ storeSlug: slug }).where(eq(merchants.id, merchantId));
}
