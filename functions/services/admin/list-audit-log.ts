import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accounts, auditLog } from '../../db/schema/index.ts';

/** The latest 100 administrator changes, newest first, with who made them. */
export async function listAuditLog(db: Database) {
  const rows = await db
    .select({
      id: auditLog.id,
      actor: accounts.username,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
    .orderBy(desc(auditLog.createdAt))
    .limit(100);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
