/**
 * Issue 25 item 3 (decision 0077): on a mid-size copy of the national data set (5%: 50,000 accounts,
 * 10,000 coupons, 1,000,000 counted marks, 250,000 ledger entries, …) on a throw-away PostgreSQL
 * server, every hot path runs through the app's HTTP handlers, and every statement the app sent is
 * EXPLAINed: none may read a table of 10,000 rows or more from end to end (a sequential scan), which
 * is what a missing index looks like long before it is slow. Runs where Debian's postgresql package
 * is installed (CI installs it for `npm run test:pg`); skipped elsewhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openPostgres } from '../../functions/db/drivers/postgres.ts';
import { postgresBinDir, startPgServer, type PgServer } from '../../scripts/lib/pg-server.ts';
import { fillNational } from '../../scripts/lib/scale-data.ts';
import {
  findSeqScans,
  measurePaths,
  openScaleApp,
  prepareFixtures,
  HOT_PATHS,
  type ScaleApp,
} from '../../scripts/lib/scale-paths.ts';

const SIZE = 0.05;
const BIG_TABLE_ROWS = 10_000;

describe.runIf(postgresBinDir())('the hot paths on a mid-size data set (a real Postgres server)', () => {
  let server: PgServer;
  let scale: ScaleApp;
  let url: string;

  beforeAll(async () => {
    server = await startPgServer();
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query('create database scale');
    await admin.end();
    url = server.url('scale');
    const migrated = await openPostgres(url, { connectionTimeoutMillis: 3_000, query_timeout: 0 });
    await migrated.migrate();
    await migrated.close();
    const filler = new pg.Client({ connectionString: url });
    await filler.connect();
    try {
      await fillNational(filler, SIZE);
    } finally {
      await filler.end();
    }
    scale = await openScaleApp(url);
  }, 300_000);

  afterAll(async () => {
    await scale?.close();
    await server?.remove();
  }, 60_000);

  it('answers every hot path, and no statement they send scans a big table from end to end', async () => {
    const fixtures = await prepareFixtures(scale.db, url);
    const figures = await measurePaths(scale, fixtures, { samples: 3, warmup: 0 });
    expect(figures.map((f) => f.name)).toEqual(HOT_PATHS.map((path) => path.name));

    const statements = scale.statements();
    // Every path sent statements, and each one was planned.
    expect(new Set(statements.map((s) => s.path))).toEqual(new Set(HOT_PATHS.map((path) => path.name)));
    const { scans, unexplained } = await findSeqScans(url, statements, BIG_TABLE_ROWS);
    expect(unexplained).toEqual([]);
    // None left, the jobs' included (decisions 0077, 0078): the clean-up walks its index in order, the
    // confirmation's emails read each sale by its key, the reminders go from the coupons due to their saves.
    expect(
      scans.map((scan) => `${scan.table} (${scan.rows} rows) in ${scan.path}: ${scan.statement}`),
    ).toEqual([]);
  }, 300_000);
});
