import type { APIContext, APIRoute } from 'astro';
import { getRuntime } from '../../../functions/runtime.ts';

// Every /api/* call goes to the Hono app (docs/decisions/0002-api-behind-one-catch-all-route.md).
export const prerender = false;

export const ALL: APIRoute = async (context) =>
  (await getRuntime()).app.fetch(context.request, { clientAddress: clientAddressOf(context) });

/** The adapter's idea of the client's IP address (it knows which proxy headers to trust), if it has one. */
function clientAddressOf(context: APIContext): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}
