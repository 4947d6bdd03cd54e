import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A production build served on a free port with a throwaway database: what `npm start` serves. */
export interface BuiltServer {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Builds the site, then serves it and waits until it answers. When either fails it says so, prefixed
 * with `label`, and gives undefined: the measuring scripts then stop without measuring.
 */
export async function buildAndServe(
  label: string,
  options: {
    /** Runs on the fresh data folder before the server starts (e.g. to add accounts to measure with). */
    prepare?: (dataDir: string) => Promise<void>;
    /** More environment for the server, e.g. DATABASE_URL to serve from a Postgres server. */
    env?: Record<string, string>;
  } = {},
): Promise<BuiltServer | undefined> {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.log(`${label}: the build failed, nothing measured.`);
    return undefined;
  }

  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dealsphere-${label}-`));
  if (options.prepare) await options.prepare(dataDir);
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      ...productionSettings(origin),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${origin}/api/AdminContent/get-hero-images`, server);
  } catch (error) {
    await stop();
    console.log(
      `${label}: could not serve the site: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
  return { origin, stop };
}

/**
 * What a production start requires (config.ts) and a measured or fault-tested server never uses: the
 * cron secret (no cron endpoint is called), Razorpay's settings (no payment is made) and a mail server
 * (no mail is sent); and the site's own address (`origin`, where it is served), which links are built on.
 */
export function productionSettings(origin: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SITE_URL: process.env.SITE_URL ?? origin,
    CRON_SECRET: process.env.CRON_SECRET ?? 'local-measurement-cron-secret',
    RAZORPAY_KEY_ID: process.env.RAZORPAY_KEY_ID ?? 'rzp_test_measurement01',
    RAZORPAY_KEY_SECRET: process.env.RAZORPAY_KEY_SECRET ?? 'local-measurement-key-secret',
    RAZORPAY_WEBHOOK_SECRET: process.env.RAZORPAY_WEBHOOK_SECRET ?? 'local-measurement-webhook-secret',
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:9',
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 120 s');
}
