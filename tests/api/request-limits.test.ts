import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, mediaFiles, newsletterSubscriptions } from '../../functions/db/schema/index.ts';
import { noisyPng } from '../fixtures/images.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/** Decision 0019: what a request body may be, and how large, on each kind of route. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const CONTACT = { name: 'Asha', email: 'asha@example.com', contactNumber: '9876543210', message: 'Hello' };

async function storedContactMessages() {
  const [row] = await t.db.select({ n: count() }).from(contactMessages);
  return row?.n;
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return t.app.request(path, sameOrigin({ method: 'POST', body, headers }));
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

/** A body sent in chunks with no Content-Length, as a client streaming it would. */
function chunked(text: string): RequestInit {
  const bytes = new TextEncoder().encode(text);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 16 * 1024)
        controller.enqueue(bytes.slice(at, at + 16 * 1024));
      controller.close();
    },
  });
  return { body: stream, duplex: 'half' } as RequestInit;
}

describe('JSON endpoints read only JSON', () => {
  it('refuses text/plain with 415 and a clear message, and stores nothing', async () => {
    const response = await post('/api/Contact/Submit', JSON.stringify(CONTACT), {
      'Content-Type': 'text/plain',
    });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toEqual({
      code: 'unsupported_media_type',
      message: 'Please send the request as JSON (Content-Type: application/json).',
    });
    expect(await storedContactMessages()).toBe(0);
  });

  it('refuses a multipart form with 415, and stores nothing', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(CONTACT)) form.set(name, value);
    const response = await post('/api/Contact/Submit', form);
    expect(response.status).toBe(415);
    expect((await errorOf(response)).code).toBe('unsupported_media_type');
    expect(await storedContactMessages()).toBe(0);
  });

  it('refuses a body with no Content-Type at all', async () => {
    const response = await post(
      '/api/AToZ/NewsLetter-Post',
      JSON.stringify({ emailAddress: 'a@example.com' }),
    );
    expect(response.status).toBe(415);
    const [row] = await t.db.select({ n: count() }).from(newsletterSubscriptions);
    expect(row?.n).toBe(0);
  });

  it('accepts application/json with a charset', async () => {
    const response = await post('/api/Contact/Submit', JSON.stringify(CONTACT), {
      'Content-Type': 'Application/JSON; charset=utf-8',
    });
    expect(response.status).toBe(201);
    expect(await storedContactMessages()).toBe(1);
  });

  it('still answers the POSTs that take no body, as the pages send them (no Content-Type)', async () => {
    const logout = await t.app.request('/api/auth/logout', sameOrigin({ method: 'POST' }));
    expect(logout.status).toBe(200);
    const clickOut = await t.app.request(
      '/api/coupons/00000000-0000-4000-8000-000000000000/click-out',
      sameOrigin({ method: 'POST', headers: { Accept: 'application/json' } }),
    );
    expect(clickOut.status).toBe(404);
  });
});

describe('upload endpoints read only multipart forms', () => {
  it('refuses JSON with 415, and stores nothing', async () => {
    const { cookie } = await signedIn(t, 'admin');
    const response = await post('/api/AdminContent/upload-hero-image', JSON.stringify({ Image: 'x' }), {
      'Content-Type': 'application/json',
      Cookie: cookie,
    });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toEqual({
      code: 'unsupported_media_type',
      message: 'Please send the form as multipart/form-data.',
    });
    const [row] = await t.db.select({ n: count() }).from(mediaFiles);
    expect(row?.n).toBe(0);
  });
});

describe('body size', () => {
  const bigJson = JSON.stringify({ ...CONTACT, message: 'x'.repeat(100 * 1024) });

  it('refuses 100 KB on a JSON route with 413 even when it claims to be multipart', async () => {
    const response = await post('/api/Contact/Submit', bigJson, {
      'Content-Type': 'multipart/form-data; boundary=----x',
    });
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toEqual({ code: 'body_too_large', message: 'The request is too large.' });
    expect(await storedContactMessages()).toBe(0);
  });

  it('refuses a chunked body (no Content-Length) once it passes 64 KB', async () => {
    const response = await t.app.request(
      '/api/Contact/Submit',
      sameOrigin({ method: 'POST', headers: { 'Content-Type': 'application/json' }, ...chunked(bigJson) }),
    );
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('body_too_large');
    expect(await storedContactMessages()).toBe(0);
  });

  it('reads a small chunked body', async () => {
    const response = await t.app.request(
      '/api/Contact/Submit',
      sameOrigin({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        ...chunked(JSON.stringify(CONTACT)),
      }),
    );
    expect(response.status).toBe(201);
    expect(await storedContactMessages()).toBe(1);
  });

  it('lets an upload route take a multi-megabyte image', async () => {
    const { cookie } = await signedIn(t, 'admin');
    const image = await noisyPng(4);
    expect(image.byteLength).toBeGreaterThan(3.5 * 1024 * 1024);
    const form = new FormData();
    form.set('Data', new File([new Uint8Array(image)], 'banner.png', { type: 'image/png' }));
    const response = await post('/api/TopBanner/uploadTopbanner', form, { Cookie: cookie });
    expect(response.status).toBe(201);
    const [row] = await t.db.select({ n: count() }).from(mediaFiles);
    expect(row?.n).toBe(1);
  });

  it('refuses more than 12 MB on an upload route', async () => {
    const { cookie } = await signedIn(t, 'admin');
    const form = new FormData();
    form.set('Data', new File([new Uint8Array(12 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    const response = await post('/api/TopBanner/uploadTopbanner', form, { Cookie: cookie });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('body_too_large');
  });
});
