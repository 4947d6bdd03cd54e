import { desc, eq } from 'drizzle-orm';
import type { PageQuery } from '../../contract/paging.ts';
import type { Database } from '../../db/database.ts';
import { accounts, auditLog } from '../../db/schema/index.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';

/** Administrator changes, newest first, with who made them, a page at a time (audit_log_created_at_idx). */
export async function listAuditLog(db: Database, query: PageQuery = {}) {
  const rows = await db
    .select({
      id: auditLog.id,
      actor: accounts.username,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      pageKey: pageKeyOf(auditLog.createdAt),
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
    .where(afterCursor(auditLog.createdAt, auditLog.id, query, 'desc'))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(rowsToFetch(query));
  return toPage(rows, query, (row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
