import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { flashTexts } from '../../db/schema/index.ts';

/** The active flash text at a position (the newest if several), or null when an admin has set none. */
export async function readFlashText(db: Database, position: string): Promise<string | null> {
  const [row] = await db
    .select({ text: flashTexts.text })
    .from(flashTexts)
    .where(and(eq(flashTexts.position, position), eq(flashTexts.isActive, true)))
    .orderBy(desc(flashTexts.updatedAt))
    .limit(1);
  return row?.text ?? null;
}
