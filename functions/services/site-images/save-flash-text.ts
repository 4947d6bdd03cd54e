import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { flashTextSchema } from '../../contract/site-content.ts';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { Database } from '../../db/database.ts';
import { flashTexts } from '../../db/schema/index.ts';
import { recordAudit } from '../admin/record-audit.ts';

/**
 * Replaces the flash text of a position: the old one is kept inactive, the new one shows at once. The
 * position's lock queues concurrent saves, so each deactivates the other's text and the index
 * flash_texts_one_active_per_position (one active text per position) is never hit.
 */
export async function saveFlashText(db: Database, adminId: string, input: z.infer<typeof flashTextSchema>) {
  await db.transaction(async (tx) => {
    await lockForTransaction(tx, 'flash-text-position', input.position);
    await tx
      .update(flashTexts)
      .set({ isActive: false })
      .where(and(eq(flashTexts.position, input.position), eq(flashTexts.isActive, true)));
    const [row] = await tx
      .insert(flashTexts)
      .values({
        text: input.flash_Text,
        position: input.position,
        isActive: input.isActive,
        contentType: input.contentType ?? null,
        createdBy: adminId,
      })
      .returning({ id: flashTexts.id });
    await recordAudit(tx, {
      actorAccountId: adminId,
      action: 'update',
      entity: 'flash_text',
      entityId: row?.id ?? '',
      details: { text: input.flash_Text, isActive: input.isActive },
    });
  });
}
