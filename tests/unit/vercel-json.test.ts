import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../functions/contract/security-headers.ts';

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
