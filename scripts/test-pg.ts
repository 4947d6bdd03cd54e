/**
 * `npm run test:pg`: the API suite (tests/api) on a real PostgreSQL server through the `pg` driver.
 * Starts a throw-away server (scripts/lib/pg-server.ts), migrates a template database with
 * `npm run db:migrate` (DATABASE_URL), runs vitest with TEST_DATABASE_URL naming it (each test app copies it:
 * tests/support/test-app.ts), and removes the server whatever happens. Extra arguments go to vitest.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { startPgServer } from './lib/pg-server.ts';

const TEMPLATE = 'dealsphere_template';
const started = Date.now();
const server = await startPgServer();
let removed = false;
const remove = async () => {
  if (removed) return;
  removed = true;
  await server.remove();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void remove().finally(() => process.exit(130));
  });
}

function run(cmd: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let code = 1;
try {
  const admin = new pg.Client({ connectionString: server.url() });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  code = await run('npm', ['run', 'db:migrate'], { DATABASE_URL: server.url(TEMPLATE) });
  if (code === 0) {
    const extra = process.argv.slice(2);
    code = await run('npx', ['vitest', 'run', ...(extra.length ? extra : ['--project', 'api'])], {
      TEST_DATABASE_URL: server.url(TEMPLATE),
    });
  }
} catch (error) {
  console.error(`test:pg: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await remove();
  console.log(
    `test:pg: ${code === 0 ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
process.exit(code);
