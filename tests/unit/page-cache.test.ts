import { describe, expect, it } from 'vitest';
import { withPageCaching } from '../../functions/pages/page-cache.ts';
import { publicCacheHeaders } from '../../functions/http/public-cache-headers.ts';

/** What sharePublicly (functions/pages/first-view.ts) does to a page's headers. */
const sharePublicly = (headers: Headers) => {
  for (const [name, value] of Object.entries(publicCacheHeaders(60))) headers.set(name, value);
};

/** The one caching rule of server-rendered pages (issue 20 item 6); the e2e walk (private-pages.spec.ts) checks every page. */
describe('withPageCaching', () => {
  it('makes a page that did not say it is shared private, no-store', () => {
    const page = withPageCaching(new Response('<p>My earnings</p>'), true);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(withPageCaching(new Response('x'), false).headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('leaves a shared page public when its render never read the session', () => {
    const response = new Response('<p>Top coupons</p>');
    sharePublicly(response.headers);
    const page = withPageCaching(response, false);
    expect(page.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(page.headers.get('CDN-Cache-Control')).toMatch(/^public, max-age=60/);
  });

  it('a shared page that read the session is private after all, with no CDN header', () => {
    const response = new Response('<p>Hello Asha</p>');
    sharePublicly(response.headers);
    const page = withPageCaching(response, true);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page.headers.has('CDN-Cache-Control')).toBe(false);
  });

  it('a redirect with immutable headers is copied, body, status and location kept', async () => {
    const redirect = Response.redirect('http://localhost/UserSignin', 302);
    const page = withPageCaching(redirect, true);
    expect(page.status).toBe(302);
    expect(page.headers.get('Location')).toBe('http://localhost/UserSignin');
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await page.text()).toBe('');
  });
});
