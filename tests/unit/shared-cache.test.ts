import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSharedCache } from '../../scripts/lib/shared-cache.ts';

/** A real node:http server behind the shared cache, as scripts/start.ts wires it; the handler counts its calls. */
async function serverWith(respond: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  let clock = 1_000_000;
  const cache = createSharedCache(() => clock);
  let calls = 0;
  const server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.record(req, res);
    calls++;
    respond(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return {
    get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }),
    calls: () => calls,
    advance: (ms: number) => (clock += ms),
  };
}

const servers: http.Server[] = [];
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

  it('keeps an answer only for its CDN max-age', async () => {
    const site = await serverWith(publicList);
    await site.get('/list');
    site.advance(59_000);
    await site.get('/list');
    expect(site.calls()).toBe(1);
    site.advance(2_000);
    await site.get('/list');
    expect(site.calls()).toBe(2);
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
