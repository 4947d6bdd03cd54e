import type { DbOrTx } from '../../db/database.ts';
import { auditLog } from '../../db/schema/index.ts';

/** Every administrator change is written down: who, what, when. */
export async function recordAudit(
  db: DbOrTx,
  entry: {
    actorAccountId: string;
    action: string;
    entity: string;
    entityId: string;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(auditLog).values(entry);
}
