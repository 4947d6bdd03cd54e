import { afterEach, beforeEach, vi } from 'vitest';

/** A console.error nobody expected is a bug: it fails the test (tests that expect one spy on it). */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  const unexpected = errors;
  vi.restoreAllMocks();
  if (unexpected.length > 0)
    throw new Error(`console.error was called: ${JSON.stringify(unexpected).slice(0, 500)}`);
});
