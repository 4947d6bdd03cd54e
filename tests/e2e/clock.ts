import type { Page } from '@playwright/test';

/**
 * Stops the page's clock before the page loads (call it before `goto`). The islands' setTimeout,
 * setInterval and requestAnimationFrame then fire only when the test moves time with
 * `page.clock.runFor`, so a test can say what is on screen at 2999 ms and at 3000 ms instead of
 * waiting and hoping. Real time still passes for the network, so data loads as usual.
 */
export async function stopTheClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Lets the page run the tasks it has queued: React runs effects (which start the timers) in a posted
 * task after it renders, so a timer counts from the stopped moment and not from the test's next step.
 */
export async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
