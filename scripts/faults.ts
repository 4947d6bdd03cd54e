/**
 * `npm run faults` (after `npm run build`): the built node server on a throw-away PostgreSQL server
 * (scripts/lib/pg-server.ts), which is then stopped and started again under it. Prints, for each
 * phase, what a static page, a page rendered on demand, the listing API and /api/health answered and
 * how long each took: with the database away the static pages still serve and the API answers 503
 * JSON at once; when it is back the same server process answers 200 again. Exits 1 when not.
 * docs/decisions/0039-reliability-real-postgres-faults-fuzz-load.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { freePort, productionSettings } from './lib/built-server.ts';
import { startPgServer } from './lib/pg-server.ts';

if (!fs.existsSync('dist/server/entry.mjs')) {
  console.log('faults: no build in dist/: run npm run build first.');
  process.exit(1);
}

const ADDRESSES = ['/aboutus', '/', '/api/AToZ/popular', '/api/health'];
const database = await startPgServer();
const port = await freePort();
const origin = `http://localhost:${port}`;
let server: ReturnType<typeof spawn> | undefined;
let failed = false;

async function probe(phase: string, expected: Record<string, number>) {
  const rows = [];
  for (const address of ADDRESSES) {
    const started = performance.now();
    let status = 0;
    let type: string;
    try {
      const response = await fetch(origin + address, { signal: AbortSignal.timeout(15_000) });
      status = response.status;
      type = response.headers.get('content-type')?.split(';')[0] ?? '';
      await response.arrayBuffer();
    } catch (error) {
      type = error instanceof Error ? error.name : 'error';
    }
    const ok = status === expected[address];
    if (!ok) failed = true;
    rows.push({ phase, address, status, type, ms: Math.round(performance.now() - started), ok });
  }
  console.table(rows);
}

try {
  const admin = new pg.Client({ connectionString: database.url() });
  await admin.connect();
  await admin.query('create database dealsphere');
  await admin.end();
  const env = {
    ...process.env,
    DATABASE_URL: database.url('dealsphere'),
    PORT: String(port),
    HOST: 'localhost',
    ...productionSettings(origin),
    LOG_LEVEL: 'silent',
    // The probes ask what the server itself answers; its stand-in for the CDN would answer repeats.
    SHARED_CACHE: 'off',
  };
  const migrate = spawn('npm', ['run', 'db:migrate'], { env, stdio: 'ignore' });
  await new Promise((resolve) => migrate.once('exit', resolve));
  server = spawn(process.execPath, ['scripts/start.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 240; i++) {
    if ((await fetch(`${origin}/api/health`).catch(() => null))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  await probe('database up', { '/aboutus': 200, '/': 200, '/api/AToZ/popular': 200, '/api/health': 200 });
  await database.stop();
  await probe('database stopped', {
    '/aboutus': 200,
    '/': 200,
    '/api/AToZ/popular': 503,
    '/api/health': 503,
  });
  await database.start();
  await probe('database back', { '/aboutus': 200, '/': 200, '/api/AToZ/popular': 200, '/api/health': 200 });
} finally {
  server?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await database.remove();
}
console.log(failed ? 'faults: FAILED' : 'faults: the server served through the outage and recovered');
process.exit(failed ? 1 : 0);
