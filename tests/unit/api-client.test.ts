import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getJson,
  getJsonOrNull,
  LoadError,
  NetworkError,
  pageLanguageHeaders,
  postJson,
  readAnswer,
  toFormData,
} from '../../src/lib/api.ts';

describe('readAnswer: the error envelope', () => {
  it('hands over the data of a 2xx answer', () => {
    expect(readAnswer(201, { message: 'Upload Successful' })).toEqual({
      ok: true,
      status: 201,
      data: { message: 'Upload Successful' },
    });
  });

  it("reads the envelope's message and field messages", () => {
    const body = {
      error: {
        code: 'invalid_input',
        message: 'Please check the highlighted fields.',
        fields: { email: 'Bad' },
      },
    };
    expect(readAnswer(400, body)).toEqual({
      ok: false,
      status: 400,
      message: 'Please check the highlighted fields.',
      fields: { email: 'Bad' },
    });
  });

  it('survives answers that are not our envelope', () => {
    for (const payload of [null, '<html>Bad gateway</html>', { error: 'nope' }, { error: { message: '' } }]) {
      expect(readAnswer(502, payload)).toEqual({ ok: false, status: 502, message: null, fields: {} });
    }
    expect(readAnswer(400, { error: { message: 'x', fields: { a: 1, b: 'B' } } })).toMatchObject({
      fields: { b: 'B' },
    });
  });
});

describe('toFormData', () => {
  it('sends files and text, and leaves out what is empty', () => {
    const file = new Blob(['x'], { type: 'image/png' });
    const form = toFormData({
      Image: file,
      MerchantURL: 'shop.in',
      slotId: '',
      kind: undefined,
      Frame: null,
    });
    expect([...form.keys()]).toEqual(['Image', 'MerchantURL']);
    expect(form.get('MerchantURL')).toBe('shop.in');
    expect(form.get('Image')).toBeInstanceOf(Blob);
  });
});

describe('requests against a real server', () => {
  let server: Server;
  let base = '';
  const seen: { method?: string; type?: string; page?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const page = request.headers['x-page-language'];
        seen.push({
          method: request.method,
          type: request.headers['content-type'],
          ...(typeof page === 'string' ? { page } : {}),
          body,
        });
        response.setHeader('Content-Type', 'application/json');
        if (request.url === '/ok') {
          response.end(JSON.stringify({ message: 'Thank you for subscribing!' }));
          return;
        }
        response.statusCode = request.url === '/busy' ? 429 : 400;
        response.end(
          JSON.stringify({
            error: { code: 'x', message: 'Server says no', fields: { emailAddress: 'Taken' } },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts JSON and resolves to the data or the envelope, never rejecting on 4xx', async () => {
    await expect(postJson(`${base}/ok`, { emailAddress: 'a@b.in' })).resolves.toMatchObject({
      ok: true,
      data: { message: 'Thank you for subscribing!' },
    });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      type: 'application/json',
      body: '{"emailAddress":"a@b.in"}',
    });
    await expect(postJson(`${base}/busy`)).resolves.toEqual({
      ok: false,
      status: 429,
      message: 'Server says no',
      fields: { emailAddress: 'Taken' },
    });
    // No body: no Content-Type either, so the JSON-only check has nothing to refuse.
    expect(seen.at(-1)?.type).toBeUndefined();
  });

  it('sends the page’s language (decision 0092), and nothing outside a page or for an unknown one', async () => {
    expect(pageLanguageHeaders()).toEqual({});
    const page = globalThis as { document?: unknown };
    try {
      page.document = { documentElement: { lang: 'te-IN' } };
      expect(pageLanguageHeaders()).toEqual({ 'X-Page-Language': 'te' });
      await postJson(`${base}/ok`, { emailAddress: 'a@b.in' });
      expect(seen.at(-1)?.page).toBe('te');
      await getJson(`${base}/ok`);
      expect(seen.at(-1)?.page).toBe('te');
      page.document = { documentElement: { lang: 'hi' } };
      expect(pageLanguageHeaders()).toEqual({ 'X-Page-Language': 'hi' });
      page.document = { documentElement: { lang: 'fr-FR' } };
      expect(pageLanguageHeaders()).toEqual({});
      await postJson(`${base}/ok`, {});
      expect(seen.at(-1)?.page).toBeUndefined();
    } finally {
      delete page.document;
    }
  });

  it('reads reject with the status, or resolve to null where the caller keeps what it has', async () => {
    await expect(getJson(`${base}/nope`)).rejects.toMatchObject({ name: 'LoadError', status: 400 });
    await expect(getJsonOrNull(`${base}/nope`)).resolves.toBeNull();
  });

  it('rejects with NetworkError (writes) or a status-0 LoadError (reads) when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(postJson(`${gone}/x`, {})).rejects.toBeInstanceOf(NetworkError);
    const failure = await getJson(`${gone}/x`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LoadError);
    expect((failure as LoadError).status).toBe(0);
  });
});
