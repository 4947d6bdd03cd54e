/**
 * Security headers for every response, pages included. One list, used by the node server (which
 * wraps every response), by astro.config.mjs (Astro adds per-page script and style hashes to the
 * CSP) and checked against vercel.json by a test, so the three cannot drift apart.
 */

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';
const RAZORPAY_LOGGING = 'https://lumberjack.razorpay.com';
const VERCEL_BLOB = 'https://*.public.blob.vercel-storage.com';
const GOOGLE_AVATARS = 'https://lh3.googleusercontent.com';

/** Script sources beyond Astro's own hashed scripts: Razorpay Checkout's script. */
export const scriptSources = ["'self'", RAZORPAY_CHECKOUT];
export const styleSources = ["'self'"];

/**
 * CSP directives other than script-src and style-src, which Astro computes per page.
 * Google sign-in runs as a server-side redirect (openid-client), so it needs no script or frame here.
 */
export const cspDirectives = [
  "default-src 'self'",
  `img-src 'self' data: blob: ${VERCEL_BLOB} ${GOOGLE_AVATARS}`,
  // blob: lets the admin preview a chosen video before uploading it.
  `media-src 'self' blob: ${VERCEL_BLOB}`,
  "font-src 'self'",
  `connect-src 'self' ${RAZORPAY_API} ${RAZORPAY_LOGGING}`,
  `frame-src ${RAZORPAY_API} ${RAZORPAY_CHECKOUT}`,
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
] as const;

/** The CSP for responses Astro does not set one for (API JSON, media, fallback pages): no inline code at all. */
export function defaultContentSecurityPolicy(): string {
  return [
    ...cspDirectives,
    `script-src ${scriptSources.join(' ')}`,
    `style-src ${styleSources.join(' ')}`,
  ].join('; ');
}

export function securityHeaders(options: { production: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': defaultContentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': `camera=(), microphone=(), geolocation=(), usb=(), payment=(self "${RAZORPAY_API}")`,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  if (options.production) {
    headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains; preload';
  }
  return headers;
}

/** The headers that matter on a document (and on API answers a browser might render). */
const DOCUMENT_ONLY = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Referrer-Policy',
] as const;

/**
 * The headers for the hashed build files under /_astro/ (scripts, styles, fonts): nosniff and, in
 * production, HSTS. The document-only ones above do nothing on a script or a font (a page's CSP governs
 * what it loads), and on a phone's home page of some thirty scripts they were a fifth of the bytes sent
 * (decision 0085).
 */
export function assetHeaders(options: { production: boolean }): Record<string, string> {
  const headers = securityHeaders(options);
  for (const name of DOCUMENT_ONLY) delete headers[name];
  return headers;
}
