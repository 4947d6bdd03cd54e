import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Vercel Blob API at its network boundary: the real `@vercel/blob` client
 * talks to it through VERCEL_BLOB_API_URL. It keeps what was put, and forgets what was deleted.
 * `failPuts(code)` makes every later put fail with that Vercel error code (e.g. 'store_suspended',
 * or 'service_unavailable', which the client retries), until `failPuts(null)`.
 */
export async function startFakeVercelBlob() {
  const blobs = new Map<string, { bytes: Buffer; contentType: string; cacheControlMaxAge: string | null }>();
  const publicBase = 'https://teststore.public.blob.vercel-storage.com/';
  let failing: string | null = null;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://fake');
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (!req.headers.authorization?.startsWith('Bearer vercel_blob_rw_'))
      return reply(403, { error: { code: 'forbidden' } });
    if (req.method === 'PUT' && failing) {
      return reply(failing === 'service_unavailable' ? 503 : 400, {
        error: { code: failing, message: failing },
      });
    }
    if (req.method === 'PUT' && url.searchParams.has('pathname')) {
      const pathname = url.searchParams.get('pathname') ?? '';
      const contentType = String(req.headers['x-content-type'] ?? 'application/octet-stream');
      const maxAge = req.headers['x-cache-control-max-age'];
      blobs.set(pathname, { bytes: body, contentType, cacheControlMaxAge: maxAge ? String(maxAge) : null });
      return reply(200, {
        url: publicBase + pathname,
        downloadUrl: `${publicBase}${pathname}?download=1`,
        pathname,
        contentType,
        contentDisposition: 'inline',
        etag: `"${body.byteLength}"`,
      });
    }
    if (req.method === 'POST' && url.pathname === '/delete') {
      const { urls } = JSON.parse(body.toString()) as { urls: string[] };
      for (const blobUrl of urls) blobs.delete(blobUrl.replace(publicBase, ''));
      return reply(200, {});
    }
    return reply(404, { error: { code: 'not_found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    token: 'vercel_blob_rw_teststore_secret123',
    blobs,
    failPuts(code: string | null) {
      failing = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
