import type { APIRoute } from 'astro';
import { getRuntime } from '../../../functions/runtime.ts';

// Every /api/* call goes to the Hono app (docs/decisions/0002-api-behind-one-catch-all-route.md).
export const prerender = false;

export const ALL: APIRoute = async ({ request }) => (await getRuntime()).app.fetch(request);
