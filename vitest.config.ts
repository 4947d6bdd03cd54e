import { defineConfig } from 'vitest/config';

/**
 * Three suites (docs/decisions/0050), each its own npm script and all three in `npm test`:
 * - unit: pure functions, lint rules and small real servers; no database, no child process (seconds);
 * - api: the Hono app through `app.request`, each file on its own database copied from one migrated
 *   template (tests/support/global-setup.ts);
 * - integration: the scripts as the operator runs them (`node scripts/...` in a child process, a data
 *   folder on disk, a real migration each time).
 * `npx vitest run` with no project runs all three.
 */
export default defineConfig({
  test: {
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] } },
    ],
  },
});
