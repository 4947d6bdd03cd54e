import type { APIRoute } from 'astro';
import { getRuntime } from '../../../functions/runtime.ts';

// Files of the local blob store, served by the same app as the API.
export const prerender = false;

export const GET: APIRoute = async ({ request }) => (await getRuntime()).app.fetch(request);
