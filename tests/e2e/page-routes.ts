import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const PAGES = path.resolve('src/pages');
/** Routes with a parameter are visited with a real value by the specs; these are tools, not pages for people. */
const SKIP = /^\/(dev\/|api\/|media\/)|\[/;

/** Every page file's route (src/pages), without the parameterised ones and the 404 page. */
export function pageRoutes(dir = PAGES): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pageRoutes(full);
    if (!name.endsWith('.astro')) return [];
    const route = `/${path
      .relative(PAGES, full)
      .replace(/\.astro$/, '')
      .replace(/(^|\/)index$/, '')}`;
    return SKIP.test(route) || route === '/404' ? [] : [route.replace(/\/$/, '') || '/'];
  });
}

/** The route in a language: `/hi/stores`, `/te/`; English keeps today's path. */
export function inLanguage(locale: 'en' | 'hi' | 'te', route: string): string {
  if (locale === 'en') return route;
  return route === '/' ? `/${locale}/` : `/${locale}${route}`;
}
