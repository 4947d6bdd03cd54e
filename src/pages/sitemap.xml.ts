import type { APIRoute } from 'astro';
import { PUBLIC_ROUTES } from '../components/site-info.ts';

export const prerender = true;

// GET /sitemap.xml – the public pages of the route table, for search engines
export const GET: APIRoute = ({ site }) => {
  const urls = PUBLIC_ROUTES.map((path) => `  <url><loc>${new URL(path, site).href}</loc></url>`).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
