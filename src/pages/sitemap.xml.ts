import type { APIRoute } from 'astro';
import { sitemapResponse } from '../../functions/pages/stores.ts';
import { PUBLIC_ROUTES } from '../components/site-info.ts';

// Rendered on demand: the store pages (issue 21, decision 0056) come and go with their coupons.
export const prerender = false;

// GET /sitemap.xml – the public pages of the route table and every store page, for search engines
export const GET: APIRoute = ({ site }) => sitemapResponse(site, PUBLIC_ROUTES);
