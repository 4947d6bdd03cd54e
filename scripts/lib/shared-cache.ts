import type http from 'node:http';

/**
 * The node server's stand-in for Vercel's CDN (docs/decisions/0040-node-server-shared-cache.md).
 *
 * On Vercel every public page and list answer carries `CDN-Cache-Control: public, max-age=N` (decision
 * 0012) and the CDN serves repeats from its copy. `npm start` has no CDN in front of it, so a spike of
 * visitors (a sale shared on WhatsApp) reached the database for every list read. This cache honours the
 * same header, so the node server behaves as production does:
 * - only GET and HEAD without a Cookie or Authorization header (a signed-in person's answers are their
 *   own), and only answers of status 200 that say `CDN-Cache-Control: public, max-age=N`, set no cookie
 *   and vary on nothing but Accept-Encoding;
 * - kept for N seconds (the same staleness the CDN has in production), keyed on the address and the
 *   Accept-Encoding header, since the stored bytes are already compressed;
 * - bounded: at most MAX_ENTRIES answers of at most MAX_BODY_BYTES each, the oldest dropped first.
 */
const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 512 * 1024;

interface Entry {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
  expiresAt: number;
}

export function createSharedCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  const keyOf = (req: http.IncomingMessage): string | null => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (req.headers.cookie || req.headers.authorization || req.headers.range) return null;
    return `${req.url ?? ''}\n${req.headers['accept-encoding'] ?? ''}`;
  };

  /** Answers from the cache when it can; true when it did. */
  function serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const key = keyOf(req);
    if (!key) return false;
    const entry = entries.get(key);
    if (!entry) return false;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return false;
    }
    res.writeHead(entry.status, { ...entry.headers, 'x-cache': 'HIT' });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  }

  /** Records what the handler writes (after compression), and keeps it when the answer allows. */
  function record(req: http.IncomingMessage, res: http.ServerResponse) {
    const key = keyOf(req);
    if (!key || req.method !== 'GET') return;
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_BODY_BYTES)
        return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      size += buffer.length;
      chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.on('finish', () => {
      const seconds = cacheableSeconds(res);
      if (seconds === null || size > MAX_BODY_BYTES) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, {
        status: res.statusCode,
        headers: res.getHeaders(),
        body: Buffer.concat(chunks),
        expiresAt: now() + seconds * 1000,
      });
    });
  }

  return { serve, record, size: () => entries.size };
}

/** The seconds an answer may be shared for, from its CDN-Cache-Control; null when it may not be. */
export function cacheableSeconds(res: http.ServerResponse): number | null {
  if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return null;
  const vary = String(res.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => name !== 'accept-encoding')) return null;
  const directive = String(res.getHeader('cdn-cache-control') ?? '');
  if (!/(^|,)\s*public\s*(,|$)/i.test(directive)) return null;
  const maxAge = /max-age=(\d+)/i.exec(directive);
  const seconds = maxAge ? Number(maxAge[1]) : 0;
  return seconds > 0 ? seconds : null;
}
