import type http from 'node:http';

/**
 * The node server's stand-in for Vercel's CDN (docs/decisions/0040-node-server-shared-cache.md and
 * 0041-one-statement-counts-and-cdn-like-revalidation.md).
 *
 * On Vercel every public page and list answer carries `CDN-Cache-Control: public, max-age=N,
 * stale-while-revalidate=M` (decision 0012) and the CDN serves repeats from its copy. `npm start` has
 * no CDN in front of it, so a spike of visitors (a sale shared on WhatsApp) reached the database for
 * every list read. This cache honours the same header, so the node server behaves as production does:
 * - only GET and HEAD without a Cookie or Authorization header (a signed-in person's answers are their
 *   own), and only answers of status 200 that say `CDN-Cache-Control: public, max-age=N`, set no cookie
 *   and vary on nothing but Accept-Encoding;
 * - fresh for N seconds, keyed on the address and the Accept-Encoding header, since the stored bytes
 *   are already compressed; then, for the `stale-while-revalidate` seconds, the old copy is still
 *   served while ONE request goes through to refresh it (as the CDN revalidates in the background), so
 *   an expiry never sends every waiting visitor to the database at once;
 * - with no copy yet, concurrent requests for one address are collapsed (as Vercel's CDN does): the
 *   first goes through, the others wait up to COLLAPSE_WAIT_MS for its answer;
 * - bounded: at most MAX_ENTRIES answers of at most MAX_BODY_BYTES each, the oldest dropped first.
 */
const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 512 * 1024;
/** How long waiting requests trust one request to fetch an answer before each goes through itself. */
const COLLAPSE_WAIT_MS = 5_000;

interface Entry {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
  freshUntil: number;
  staleUntil: number;
  /** When a request went through to refresh this stale copy; others get the copy meanwhile. */
  revalidatingSince?: number;
}

export function createSharedCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  /** Addresses with no copy whose first request is being answered: the others wait for it. */
  const inFlight = new Map<string, Promise<void>>();

  const keyOf = (req: http.IncomingMessage): string | null => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (req.headers.cookie || req.headers.authorization || req.headers.range) return null;
    return `${req.url ?? ''}\n${req.headers['accept-encoding'] ?? ''}`;
  };

  function send(req: http.IncomingMessage, res: http.ServerResponse, entry: Entry, state: 'HIT' | 'STALE') {
    res.writeHead(entry.status, { ...entry.headers, 'x-cache': state });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  }

  /**
   * Answers `req` from the cache when it can; otherwise calls `pass`, which hands it to the site, and
   * keeps what the site answers when the answer allows.
   */
  function handle(req: http.IncomingMessage, res: http.ServerResponse, pass: () => void): void {
    const key = keyOf(req);
    if (!key) return pass();
    const at = now();
    const entry = entries.get(key);
    if (entry && at < entry.freshUntil) return send(req, res, entry, 'HIT');
    if (entry && at < entry.staleUntil) {
      const refreshing =
        entry.revalidatingSince !== undefined && at - entry.revalidatingSince < COLLAPSE_WAIT_MS;
      if (refreshing) return send(req, res, entry, 'STALE');
      entry.revalidatingSince = at;
      return through(key, req, res, pass);
    }
    if (entry) entries.delete(key);
    const first = inFlight.get(key);
    if (!first) {
      let done = () => {};
      inFlight.set(key, new Promise<void>((resolve) => (done = resolve)));
      const settle = () => {
        inFlight.delete(key);
        done();
      };
      res.once('finish', settle);
      res.once('close', settle);
      return through(key, req, res, pass);
    }
    const waited = new Promise((resolve) => setTimeout(resolve, COLLAPSE_WAIT_MS).unref());
    void Promise.race([first, waited]).then(() => {
      const answer = entries.get(key);
      if (answer && now() < answer.freshUntil) send(req, res, answer, 'HIT');
      else through(key, req, res, pass);
    });
  }

  /** Hands the request to the site, recording what it writes (after compression) to keep it if allowed. */
  function through(key: string, req: http.IncomingMessage, res: http.ServerResponse, pass: () => void) {
    if (req.method === 'GET') record(key, res);
    pass();
  }

  function record(key: string, res: http.ServerResponse) {
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
    // Registered before handle()'s own 'finish' listener is reached by waiting requests: kept first.
    res.prependOnceListener('finish', () => {
      const lifetime = sharedLifetime(res);
      // Not kept (an error while refreshing, say): the stale copy stays, and a later request retries.
      if (!lifetime || size > MAX_BODY_BYTES) return;
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const at = now();
      entries.set(key, {
        status: res.statusCode,
        headers: res.getHeaders(),
        body: Buffer.concat(chunks),
        freshUntil: at + lifetime.maxAgeSeconds * 1000,
        staleUntil: at + (lifetime.maxAgeSeconds + lifetime.staleSeconds) * 1000,
      });
    });
  }

  return { handle, size: () => entries.size };
}

/**
 * How long an answer may be shared, from its CDN-Cache-Control: fresh for max-age, then served stale
 * for stale-while-revalidate while one request refreshes it; null when it may not be shared.
 */
export function sharedLifetime(
  res: http.ServerResponse,
): { maxAgeSeconds: number; staleSeconds: number } | null {
  if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return null;
  const vary = String(res.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => name !== 'accept-encoding')) return null;
  const directive = String(res.getHeader('cdn-cache-control') ?? '');
  if (!/(^|,)\s*public\s*(,|$)/i.test(directive)) return null;
  const seconds = (name: string) =>
    Number(new RegExp(`(?:^|[,\\s])${name}=(\\d+)`, 'i').exec(directive)?.[1] ?? 0);
  const maxAgeSeconds = seconds('max-age');
  return maxAgeSeconds > 0 ? { maxAgeSeconds, staleSeconds: seconds('stale-while-revalidate') } : null;
}
