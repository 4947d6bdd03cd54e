import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A throw-away PostgreSQL server from Debian's `postgresql` package, in a temporary folder on a free
 * port (docs/decisions/0039-reliability-real-postgres-faults-fuzz-load.md). initdb refuses root, so as root (CI) the server runs
 * as the `postgres` user with the folder owned by it. `stop` and `start` let a test take the database
 * away and bring it back; `remove` stops it and deletes the folder.
 */
export interface PgServer {
  port: number;
  /** The URL of a database on this server (`postgres` unless named). */
  url(database?: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Kills the postmaster at once (no shutdown checkpoint), like a crash or a pulled plug. */
  kill(): Promise<void>;
  remove(): Promise<void>;
}

export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

const asRoot = () => process.getuid?.() === 0;

/** The command line that runs `bin` as the server's user. */
function command(bin: string, args: string[]): [string, string[]] {
  return asRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

/**
 * A measuring server sized as a production one on this machine (decision 0106): shared_buffers at a
 * quarter of the memory, as every tuning guide starts, and room for 8 GB of WAL between checkpoints (a
 * job that writes a million rows is not cut by a checkpoint every 1 GB). The default 128 MB is for a
 * laptop; with it the full-size data set (9 GB) and the 1,000,000-entry confirmation read every page
 * through the operating system's cache. For `npm run scale` and `npm run bench:jobs`; tests keep the defaults.
 */
export function productionSizedSettings(): Record<string, string> {
  return { shared_buffers: `${Math.floor(os.totalmem() / 4 / 2 ** 20)}MB`, max_wal_size: '8GB' };
}

export async function startPgServer({
  maxConnections = 200,
  settings = {},
}: {
  maxConnections?: number;
  /** More server settings (`-c name=value`), e.g. a bench's shared_buffers. */
  settings?: Record<string, string>;
} = {}): Promise<PgServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealsphere-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot()) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const [initCmd, initArgs] = command(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  let child: ChildProcess | undefined;

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;

  async function start() {
    const [cmd, args] = command(path.join(bin!, 'postgres'), [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      // Throw-away data: no flushing to disk (fsync), which only an operating-system crash would
      // need. Commits stay synchronous: a killed server must keep every committed row (faults.test.ts).
      '-c',
      'fsync=off',
      '-c',
      'full_page_writes=off',
      '-c',
      `max_connections=${maxConnections}`,
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ]);
    const started = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    started.stderr?.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    });
    child = started;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`postgres stopped at start: ${log}`);
      if (await accepts(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`postgres did not start within 30 s: ${log}`);
  }

  async function waitForExit(signal: NodeJS.Signals) {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // As root, `runuser` is the child: signal the postmaster itself (the first line of its pid file).
    const pidFile = path.join(dataDir, 'postmaster.pid');
    const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
    if (Number.isInteger(pid) && pid > 0) {
      try {
        process.kill(pid, signal);
      } catch {
        running.kill(signal);
      }
    } else running.kill(signal);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
  }

  await start().catch((error: unknown) => {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  });

  return {
    port,
    url,
    start,
    // SIGINT is Postgres's "fast" shutdown: it ends every session and stops.
    stop: () => waitForExit('SIGINT'),
    // SIGQUIT is the "immediate" shutdown: no checkpoint, recovery at the next start.
    kill: () => waitForExit('SIGQUIT'),
    async remove() {
      await waitForExit('SIGINT');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** True once the server answers a query (a listening socket may still be "starting up"). */
async function accepts(port: number): Promise<boolean> {
  const client = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    connectionTimeoutMillis: 1000,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
