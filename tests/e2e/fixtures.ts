import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Request } from '@playwright/test';

/**
 * Every e2e test fails on a console error or an uncaught page error it did not announce, and can
 * run axe on the page it is looking at.
 */
export const test = base.extend<{
  /** Console errors this test expects (one pattern; a RegExp, since arrays are option tuples here). */
  expectedConsoleErrors: RegExp | null;
  axe: (page?: Page) => Promise<void>;
}>({
  expectedConsoleErrors: [null, { option: true }],
  page: async ({ page, expectedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!expectedConsoleErrors?.test(text)) problems.push(`console.error: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // A blocked eval, inline style or script is only a report, not a console error: catch those too
    // (a library's swallowed eval probe is how Lighthouse found one).
    await page.exposeFunction('__reportCspViolation', (violation: string) =>
      problems.push(`CSP violation: ${violation}`),
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void })
          .__reportCspViolation;
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
  axe: async ({ page }, use) => {
    await use(async (target = page) => {
      const results = await new AxeBuilder({ page: target }).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
      expect(summary, 'axe violations').toEqual([]);
    });
  },
});

export { expect };

/**
 * Proves a page sent nothing it should not: from now on every request `refused` picks is recorded and
 * aborted (so it cannot change the server, and its console error fails the test too). `sent()` answers
 * the recorded requests once a request of its own has come through after them: a page's requests reach
 * the router in the order it sends them, so nothing sent before is missed, and no time is waited for.
 */
export async function refuseRequests(page: Page, refused: (request: Request) => boolean) {
  const recorded: string[] = [];
  await page.route('**/api/**', (route) => {
    const request = route.request();
    if (!refused(request)) return route.fallback();
    recorded.push(`${request.method()} ${new URL(request.url()).pathname}`);
    return route.abort();
  });
  await page.route('**/__requests-settled', (route) => route.fulfill({ status: 204 }));
  return {
    async sent(): Promise<string[]> {
      await page.evaluate(() => fetch('/__requests-settled').then((response) => response.status));
      return [...recorded];
    },
  };
}
