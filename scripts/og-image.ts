/**
 * Draws public/og-image.png (1200x630), the preview WhatsApp, Facebook and X show for a shared page.
 * Run once after a brand change (`node scripts/og-image.ts`) and commit the PNG; the build does not run it.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const logo = (await readFile(new URL('../public/logo.svg', import.meta.url), 'utf8'))
  .replace(/<svg[^>]*>/, '')
  .replace('</svg>', '');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff0f6"/>
      <stop offset="1" stop-color="#ffdeeb"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect x="0" y="570" width="1200" height="60" fill="#a61e4d"/>
  <g transform="translate(90 150) scale(3.4)">${logo}</g>
  <text x="420" y="250" font-family="Noto Sans" font-weight="700" font-size="96" fill="#a61e4d">DealSphere</text>
  <text x="424" y="330" font-family="Noto Sans" font-size="44" fill="#1f2328">Free Coupons &amp; Deals</text>
  <text x="424" y="395" font-family="Noto Sans" font-size="32" fill="#59636e">Coupons, offers and cashback from Indian stores</text>
  <text x="600" y="610" text-anchor="middle" font-family="Noto Sans" font-weight="700" font-size="28" fill="#ffffff">Fashion · Electronics · Food · Travel · Groceries · Recharge</text>
</svg>`;

const target = new URL('../public/og-image.png', import.meta.url);
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(target.pathname);
console.log(`Wrote ${target.pathname}`);
