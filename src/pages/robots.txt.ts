import type { APIRoute } from 'astro';

export const prerender = true;

/** Personal, gated and API paths stay out of search engines. */
const DISALLOWED = ['/admin-dashboard', '/user/', '/merchant/', '/api/'];

// GET /robots.txt – crawl rules and the sitemap's address
export const GET: APIRoute = ({ site }) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
