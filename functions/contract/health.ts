/** GET /api/health: what the platform's checks read (docs/decisions/0039-reliability-real-postgres-faults-fuzz-load.md). */
export interface HealthReport {
  status: 'ok' | 'unavailable';
  /** `select 1` answered within HEALTH_DATABASE_TIMEOUT_MS. */
  database: 'ok' | 'unreachable';
  /** Every migration in drizzle/meta/_journal.json is recorded as applied; unknown when the database is away. */
  migrations: 'current' | 'pending' | 'unknown';
}

/** How long the health check waits for the database before it answers 503. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2_000;
