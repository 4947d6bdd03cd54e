import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSharedCache } from '../../scripts/lib/shared-cache.ts';

/** A real node:http server behind the shared cache, as scripts/start.ts wires it; the handler counts its calls. */
async function serverWith(respond: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  let clock = 1_000_000;
  const cache = createSharedCache(() => clock);
  let calls = 0;
  let arrived = 0;
  const server = http.createServer((req, res) => {
    arrived++;
    cache.handle(req, res, () => {
      calls++;
      respond(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return {
    get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }),
    calls: () => calls,
    arrived: () => arrived,
    advance: (ms: number) => (clock += ms),
  };
}

const servers: http.Server[] = [];

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

const publicList = (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('CDN-Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
  res.write('{"coupons":');
  res.end('[1,2,3]}');
};

describe('the node server shared cache (the CDN stand-in)', () => {
  it('answers a repeated anonymous read of a public answer from memory, with the same bytes and headers', async () => {
    const site = await serverWith(publicList);
    const first = await site.get('/api/AToZ/popular');
    const second = await site.get('/api/AToZ/popular');
    expect(await first.text()).toBe('{"coupons":[1,2,3]}');
    expect(await second.text()).toBe('{"coupons":[1,2,3]}');
    expect(second.headers.get('content-type')).toBe('application/json');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(site.calls()).toBe(1);
  });

  it('keeps an answer fresh for its CDN max-age, then stale for its stale-while-revalidate, then not at all', async () => {
    const site = await serverWith(publicList);
    await site.get('/list');
    site.advance(59_000);
    expect((await site.get('/list')).headers.get('x-cache')).toBe('HIT');
    expect(site.calls()).toBe(1);
    // Past max-age: one request goes through to refresh the copy, and the copy is fresh again.
    site.advance(2_000);
    expect((await site.get('/list')).headers.get('x-cache')).toBeNull();
    expect(site.calls()).toBe(2);
    expect((await site.get('/list')).headers.get('x-cache')).toBe('HIT');
    // Past max-age and stale-while-revalidate together: gone, the next request goes through.
    site.advance(361_000);
    await site.get('/list');
    expect(site.calls()).toBe(3);
  });

  it('serves the stale copy to everyone else while one request refreshes it', async () => {
    let version = 1;
    let release = () => {};
    let slow = false;
    const site = await serverWith((_req, res) => {
      res.setHeader('CDN-Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
      const body = `v${version}`;
      if (slow) release = () => res.end(body);
      else res.end(body);
    });
    await site.get('/list');
    site.advance(61_000);
    version = 2;
    slow = true;
    const refreshing = site.get('/list');
    await until(() => site.calls() === 2);
    const others = await Promise.all([site.get('/list'), site.get('/list'), site.get('/list')]);
    expect(await Promise.all(others.map((r) => r.text()))).toEqual(['v1', 'v1', 'v1']);
    expect(others.map((r) => r.headers.get('x-cache'))).toEqual(['STALE', 'STALE', 'STALE']);
    release();
    expect(await (await refreshing).text()).toBe('v2');
    const after = await site.get('/list');
    expect([await after.text(), after.headers.get('x-cache')]).toEqual(['v2', 'HIT']);
    expect(site.calls()).toBe(2);
  });

  it('collapses concurrent first requests for one address into one call of the site', async () => {
    const site = await serverWith(publicList);
    const answers = await Promise.all(Array.from({ length: 20 }, () => site.get('/api/AToZ/popular')));
    expect(await Promise.all(answers.map((r) => r.text()))).toEqual(Array(20).fill('{"coupons":[1,2,3]}'));
    expect(site.calls()).toBe(1);
  });

  it('sends waiting requests through when the first answer may not be kept', async () => {
    let n = 0;
    const site = await serverWith((_req, res) => {
      const first = ++n === 1;
      res.statusCode = first ? 503 : 200;
      res.setHeader('CDN-Cache-Control', 'public, max-age=60');
      // The first answer (an error, never kept) waits until the other three are waiting for it.
      if (first) void until(() => site.arrived() === 4).then(() => res.end('busy'));
      else res.end('ok');
    });
    const answers = await Promise.all(Array.from({ length: 4 }, () => site.get('/list')));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 503]);
    expect(site.calls()).toBe(4);
  });

  it('never shares a signed-in request, another address or another encoding', async () => {
    const site = await serverWith(publicList);
    await site.get('/list');
    await site.get('/list', { cookie: 'session=abc' });
    await site.get('/list?page=2');
    await site.get('/list', { 'accept-encoding': 'br' });
    expect(site.calls()).toBe(4);
  });

  it('never keeps a private answer, an error, a cookie-setting answer or one that varies on the cookie', async () => {
    const answers: Record<string, (res: http.ServerResponse) => void> = {
      '/private': (res) => res.setHeader('Cache-Control', 'private, no-store'),
      '/error': (res) => {
        res.statusCode = 404;
        res.setHeader('CDN-Cache-Control', 'public, max-age=60');
      },
      '/cookie': (res) => {
        res.setHeader('CDN-Cache-Control', 'public, max-age=60');
        res.setHeader('Set-Cookie', 'a=b');
      },
      '/vary': (res) => {
        res.setHeader('CDN-Cache-Control', 'public, max-age=60');
        res.setHeader('Vary', 'Cookie');
      },
    };
    const site = await serverWith((req, res) => {
      answers[req.url ?? '']?.(res);
      res.end('x');
    });
    for (const path of Object.keys(answers)) {
      await site.get(path);
      await site.get(path);
    }
    expect(site.calls()).toBe(8);
  });
});
