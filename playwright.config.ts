import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4399);
/** The e2e server's CRON_SECRET; tests/e2e/earnings.spec.ts sends it to GET /api/cron/confirm-cashback. */
export const E2E_CRON_SECRET = 'e2e-cron-secret-0123456789';
// Its own data folder, new every run: the developer's .data/ is never touched.
const dataDir = path.join(os.tmpdir(), `dealsphere-e2e-${process.pid}`);
// Playwright cannot download its browser here; Debian's Chromium is used when it is installed.
const debianChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A whole journey (sign-up, sign-in, several pages, an axe scan on each) on a shared 2-core CI machine;
  // each step still has its own 10 s expectation. Speed is measured by scripts (npm run perf, load), not here.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Shoppers' browsers, while the server runs in UTC: server-rendered dates must not differ.
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    launchOptions: {
      ...(fs.existsSync(debianChromium) ? { executablePath: debianChromium } : {}),
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'mobile', use: { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: `node scripts/start.ts`,
    url: `http://localhost:${PORT}/api/AdminContent/get-hero-images`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The tests change data and read it back at once; production's CDN (and the node server's stand-in
      // for it, decision 0035) would show public answers up to a minute late.
      SHARED_CACHE: 'off',
      // Not production: the tests sign in with the demo accounts, which only a non-production start of
      // the embedded database creates. HSTS and Secure cookies are tested in Vitest instead
      // (tests/api/http-shell.test.ts, tests/api/session-cookies.test.ts).
      NODE_ENV: 'development',
      HOST: 'localhost',
      // The cashback confirmation job's endpoint (tests/e2e/earnings.spec.ts runs it through the API).
      CRON_SECRET: E2E_CRON_SECRET,
      // Every journey signs up from 127.0.0.1: more than a real address's hourly budget of 20 (decision 0083).
      // The budget itself is tested in tests/api/throttling.test.ts.
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '500',
    },
  },
});
