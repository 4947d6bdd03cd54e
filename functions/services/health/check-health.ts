import { sql } from 'drizzle-orm';
import journal from '../../../drizzle/meta/_journal.json' with { type: 'json' };
import { HEALTH_DATABASE_TIMEOUT_MS, type HealthReport } from '../../contract/health.ts';
import type { Database } from '../../db/database.ts';

/** The newest migration the code ships (bundled with it, so it also holds on Vercel). */
const newestMigrationMillis = Math.max(...journal.entries.map((entry) => entry.when));

/**
 * Is the database reachable (`select 1` within a short timeout) and migrated to the code's journal?
 * drizzle's migrator records each applied migration's journal time in drizzle.__drizzle_migrations
 * and applies those newer than its newest row, so "current" is: that newest row is at least the
 * journal's newest entry. Failures are answered as words only; details stay out of the answer.
 */
export async function checkHealth(db: Database): Promise<HealthReport> {
  const unreachable: HealthReport = { status: 'unavailable', database: 'unreachable', migrations: 'unknown' };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), HEALTH_DATABASE_TIMEOUT_MS);
  });
  try {
    const reached = await Promise.race([db.execute(sql`select 1`).then(() => 'ok' as const), timeout]);
    if (reached === 'timeout') return unreachable;
  } catch {
    return unreachable;
  } finally {
    clearTimeout(timer);
  }
  const applied = await newestAppliedMigration(db);
  const current = applied !== undefined && applied >= newestMigrationMillis;
  return {
    status: current ? 'ok' : 'unavailable',
    database: 'ok',
    migrations: current ? 'current' : 'pending',
  };
}

async function newestAppliedMigration(db: Database): Promise<number | undefined> {
  try {
    const result = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    // pg and PGlite answer { rows }; the row's bigint comes as a string or a number.
    const rows =
      (result as { rows?: { newest?: unknown }[] }).rows ?? (result as unknown as { newest?: unknown }[]);
    const newest = rows[0]?.newest;
    return newest === null || newest === undefined ? undefined : Number(newest);
  } catch {
    // No migrations table yet: nothing was applied.
    return undefined;
  }
}
