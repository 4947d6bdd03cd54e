import { chromium } from 'playwright-core';
const base = 'http://localhost:4601';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const approved = await (await fetch(base + '/api/AdminContent/products/approved')).json();
const merchantId = approved.find((p) => p.productName === 'Kanchi Cotton Saree').merchantId;
for (const [w, h] of [[390, 844], [1280, 800]]) {
  const p = await b.newPage({ viewport: { width: w, height: h } });
  await p.goto(base + '/hi/'); await p.waitForTimeout(1500);
  const menu = p.locator('[data-menu-toggle]');
  if (await menu.isVisible()) await menu.click();
  await p.locator('[data-auth-popup-trigger]').click();
  await p.waitForTimeout(800);
  await p.locator('dialog.auth-popup form button[type="submit"]').first().click();
  await p.waitForTimeout(800);
  await p.screenshot({ path: `/tmp/i26d-popup-hi-${w}.png` });
  await p.goto(base + `/te/merchantproductsite/${merchantId}`); await p.waitForTimeout(1200);
  if (await p.locator('[data-open-drawer]').count()) { await p.locator('[data-open-drawer]').click(); await p.waitForTimeout(600); }
  await p.screenshot({ path: `/tmp/i26d-drawer-te-${w}.png` });
  await p.keyboard.press('Escape');
  const href = await p.locator('a[href*="/payment"]').first().getAttribute('href');
  await p.goto(base + href.replace('/te/', '/hi/')); await p.waitForTimeout(1000);
  await p.screenshot({ path: `/tmp/i26d-pay-hi-${w}.png` });
  await p.goto(base + '/te/stores/no-such-store'); await p.waitForTimeout(500);
  console.log(w, 'title', await p.title());
  await p.close();
}
await b.close();
