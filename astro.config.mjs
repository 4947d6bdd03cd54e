// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import vercel from '@astrojs/vercel';
import { fileURLToPath } from 'node:url';
import { cspDirectives, scriptSources, styleSources } from './functions/contract/security-headers.ts';

/**
 * Two targets from one codebase (docs/decisions/0001-adapter-split.md): the node adapter by default,
 * Vercel when DEPLOY_TARGET=vercel or when building on Vercel.
 */
const forVercel = process.env.DEPLOY_TARGET === 'vercel' || Boolean(process.env.VERCEL);

// On Vercel the embedded database can never be used (DATABASE_URL is required there), so its driver
// module is swapped for one that says so, and PGlite's 10 MB of WebAssembly stays out of the function.
const embeddedDriver = fileURLToPath(new URL('./functions/db/drivers/embedded.ts', import.meta.url));
const embeddedUnavailable = fileURLToPath(
  new URL('./functions/db/drivers/embedded-unavailable.ts', import.meta.url),
);

// The modules every page's header loads (the profile and search stores, the API client, nanostores,
// Vite's preload helper) go in one shared file instead of five: each file costs a request and about
// 1.2 KB of response headers, which is most of a static page's JavaScript (issue 21, decision 0052).
/** @type {import('vite').Plugin} */
const oneSiteChunk = {
  name: 'dealsphere:one-site-chunk',
  configEnvironment(name) {
    if (name !== 'client') return;
    return {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'site',
                  test: /src[\\/](stores[\\/]|lib[\\/]api\.ts)|vite[\\/]preload-helper|node_modules[\\/]nanostores[\\/]/,
                },
              ],
            },
          },
        },
      },
    };
  },
};

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  output: 'static',
  adapter: forVercel ? vercel({ staticHeaders: true }) : node({ mode: 'standalone', staticHeaders: true }),
  integrations: [react()],
  security: {
    checkOrigin: true,
    csp: {
      directives: [...cspDirectives],
      scriptDirective: { resources: scriptSources },
      styleDirective: { resources: styleSources },
    },
  },
  i18n: {
    locales: ['en', 'hi', 'te'],
    defaultLocale: 'en',
    fallback: { hi: 'en', te: 'en' },
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false, fallbackType: 'rewrite' },
  },
  server: { port: Number(process.env.PORT) || 4321 },
  // Stylesheets stay files, so every page's CSP carries the same hashes: @astrojs/node picks a prerendered
  // page's static headers by substring match, so / receives another page's CSP (docs/decisions/0009).
  build: { inlineStylesheets: 'never' },
  vite: {
    // Scripts stay files too (docs/decisions/0011-scripts-as-files.md): 'self' allows them under any page's CSP, including the
    // server's default one that the 404 page and '/path/' addresses receive, where an inline script is blocked.
    build: { assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) },
    plugins: forVercel
      ? [
          oneSiteChunk,
          {
            name: 'dealsphere:no-embedded-db-on-vercel',
            enforce: 'pre',
            async resolveId(source, importer) {
              if (!importer || !source.includes('drivers/embedded')) return null;
              const resolved = await this.resolve(source, importer, { skipSelf: true });
              return resolved?.id === embeddedDriver ? embeddedUnavailable : null;
            },
          },
        ]
      : [oneSiteChunk],
    ssr: { external: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2'] },
  },
});
