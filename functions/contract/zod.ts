import { z } from 'zod';

/**
 * The contract's zod. Zod 4 compiles object parsers with `new Function` and first probes whether eval
 * is allowed; the site's Content-Security-Policy forbids eval, so every page that validates a form
 * reported a CSP violation (Lighthouse: best practices 96). Jitless skips both the probe and the
 * compiled path; parsing stays correct and only a little slower. The contract's schemas import zod from
 * here, so the setting is in place before any of them parses.
 */
z.config({ jitless: true });

export { z };
