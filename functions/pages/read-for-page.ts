import { createLogger, describeError } from '../http/logger.ts';
import { getRuntime, type Runtime } from '../runtime.ts';

/**
 * A server-rendered page's first view, read through the runtime: undefined (and logged) when the read
 * failed, so the page shows its error state instead of a 500.
 */
export async function readForPage<T>(
  what: string,
  read: (runtime: Runtime) => Promise<T>,
): Promise<T | undefined> {
  let runtime: Runtime | undefined;
  try {
    runtime = await getRuntime();
    return await read(runtime);
  } catch (error) {
    (runtime?.log ?? createLogger('error')).error(`${what}: could not read`, describeError(error));
    return undefined;
  }
}
