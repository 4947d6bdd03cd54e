import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../functions/http/http-error.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  // Routes that exist only in this test, to drive the shared middleware and error mapper.
  t.app.post('/api/test/echo', async (c) => c.json(await c.req.json()));
  t.app.post('/api/test/validate', async (c) => {
    const body = z
      .object({ email: z.email('Enter a valid email'), amount: z.number().int().positive() })
      .parse(await c.req.json());
    return c.json(body);
  });
  t.app.get('/api/test/crash', () => {
    throw new Error('relation "secret_table" does not exist at /work/functions/x.ts:12');
  });
  t.app.get('/api/test/conflict', () => {
    throw HttpError.conflict('A merchant with the same Name and Email already exists.');
  });
});
afterEach(() => t.close());

const REQUIRED_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
];

describe('the API shell', () => {
  it('puts the security headers and a request id on every response, errors included', async () => {
    for (const response of [
      await t.app.request('/api/AdminContent/get-hero-images'),
      await t.app.request('/api/does-not-exist'),
      await t.app.request('/api/test/crash'),
    ]) {
      for (const header of REQUIRED_HEADERS) expect(response.headers.get(header), header).toBeTruthy();
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    }
  });

  it('adds HSTS only in production', async () => {
    expect(
      (await t.app.request('/api/AdminContent/get-hero-images')).headers.get('strict-transport-security'),
    ).toBeNull();
    const production = await createTestAppIn('production');
    const response = await production.app.request('/api/AdminContent/get-hero-images');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
    await production.close();
  });

  it('refuses a cross-site POST with 403 and lets a same-origin one through', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const headers = { 'Content-Type': 'application/json' };
    const crossSite = await t.app.request('/api/test/echo', {
      method: 'POST',
      body,
      headers: { ...headers, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({
      error: { code: 'cross_site', message: 'Cross-site requests are not allowed.' },
    });

    const foreignOrigin = await t.app.request('/api/test/echo', {
      method: 'POST',
      body,
      headers: { ...headers, Origin: 'https://evil.example' },
    });
    expect(foreignOrigin.status).toBe(403);

    const own = await t.app.request('/api/test/echo', sameOrigin({ method: 'POST', body, headers }));
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ hello: 'world' });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await t.app.request(
      '/api/test/echo',
      sameOrigin({
        method: 'POST',
        body: JSON.stringify({ text: 'x'.repeat(100_000) }),
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('body_too_large');
  });

  it('answers invalid input with 400 and a message per field', async () => {
    const response = await t.app.request(
      '/api/test/validate',
      sameOrigin({
        method: 'POST',
        body: JSON.stringify({ email: 'nope', amount: -1 }),
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.fields.email).toBe('Enter a valid email');
    expect(Object.keys(body.error.fields)).toEqual(['email', 'amount']);
  });

  it('never leaks a stack trace or SQL in a 500, and keeps known errors as they are', async () => {
    const crash = await t.app.request('/api/test/crash');
    expect(crash.status).toBe(500);
    const text = await crash.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'server_error', message: 'Something went wrong!' } });
    expect(text).not.toMatch(/secret_table|\.ts:|at /);

    const conflict = await t.app.request('/api/test/conflict');
    expect(conflict.status).toBe(409);
    expect(((await conflict.json()) as { error: { message: string } }).error.message).toBe(
      'A merchant with the same Name and Email already exists.',
    );
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.request('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });
});

async function createTestAppIn(nodeEnv: 'production') {
  return createTestApp({ NODE_ENV: nodeEnv });
}
