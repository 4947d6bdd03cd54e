import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assetHeaders, securityHeaders } from '../../functions/contract/security-headers.ts';

describe('vercel.json', () => {
  it('sends the same security headers on Vercel as the node server does in production', () => {
    const vercel = JSON.parse(fs.readFileSync('vercel.json', 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const all = vercel.headers.find((rule) => rule.source === '/(.*)');
    const sent = Object.fromEntries((all?.headers ?? []).map((h) => [h.key, h.value]));
    // The CSP of pages comes from Astro (with its script hashes), so it is not repeated here.
    const { 'Content-Security-Policy': _csp, ...expected } = securityHeaders({ production: true });
    expect(sent).toEqual(expected);
  });
});

describe('the build files’ headers (decision 0085)', () => {
  it('keep nosniff (and HSTS in production) and leave the document-only headers to pages', () => {
    const local = assetHeaders({ production: false });
    expect(local).toEqual({ 'X-Content-Type-Options': 'nosniff' });
    const live = assetHeaders({ production: true });
    expect(live['Strict-Transport-Security']).toBe(
      securityHeaders({ production: true })['Strict-Transport-Security'],
    );
    expect(Object.keys(live)).not.toContain('Content-Security-Policy');
    // Pages and API answers still carry every header.
    expect(Object.keys(securityHeaders({ production: false }))).toContain('Content-Security-Policy');
  });
});
