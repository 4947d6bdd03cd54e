import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CATEGORIES, unsubscribeMessages } from '../../functions/contract/cashback-emails.ts';
import { PAGE_LANGUAGE_HEADER, type Locale } from '../../functions/contract/i18n/locales.ts';
import { orderMessages } from '../../functions/contract/orders.ts';
import { refundMadeMessage } from '../../functions/contract/payment-admin.ts';
import { translateMessage } from '../../functions/contract/i18n/message-keys.ts';
import type { AppEnv } from '../../functions/http/app-env.ts';
import { translateMessages } from '../../functions/http/caller-language.ts';
import { englishWords } from '../support/english-words.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Issue 26 item 7, decision 0099: a success answer's `message` a person reads comes in the caller's language,
 * as the refusals do (decision 0092), for every route, by the translateMessages middleware.
 *
 * First the class: every contract message a route (or a service that builds a route's success answer) names
 * is found in the source, and each must be in the catalogue in Hindi and Telugu. A new route with a new
 * English success message fails here until the message has its key. Then the middleware itself, through the
 * real app and database: routes of each kind answered to a Hindi and a Telugu page.
 */

const ROOT = join(import.meta.dirname, '../..');

/** Written in Latin letters in Hindi and Telugu too: the site's name, the payment rail, brands. */
const ALLOWED = new Set(['DealSphere', 'UPI', 'URL', 'Google', 'Razorpay'].map((word) => word.toLowerCase()));
const englishIn = (text: string) =>
  englishWords([text], { allowed: (word) => ALLOWED.has(word.toLowerCase()) }).map(({ word }) => word);

/** The services whose results a route answers as they are (`c.json(result)`), with their `message`. */
const SUCCESS_SERVICES = [
  'functions/services/claims/decide-cashback-claim.ts',
  'functions/services/earnings/recorded-sale-answer.ts',
  'functions/services/payouts/payout-method.ts',
  'functions/services/payouts/create-payout.ts',
  'functions/services/saved/saved-coupons.ts',
  'functions/services/payments/verify-payment.ts',
];

/**
 * Contract messages the routes name that are English on purpose, each with why: the postback's and the
 * payment providers' webhooks answer another server (signed, no page, no person), and labels that are
 * not messages (a button's words, a column's name) the pages translate with their own keys.
 */
const ENGLISH_ON_PURPOSE = new Set([
  'postbackMessages.unsigned',
  'postbackMessages.badSignature',
  'postbackMessages.staleTimestamp',
  'postbackMessages.timestampMismatch',
  'paymentMessages.badWebhookSignature',
  'payoutMessages.badWebhookSignature',
]);

/**
 * Every `somethingMessages.name` a file names outside a refusal: a `throw` (up to its `;`) and the lines
 * that hand a message to a check (a rate limit, a path id, a form's file) make error answers, which
 * translateMessages answered in the caller's language before (decision 0092, tests of the refusals).
 */
function namedMessages(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8')
    .replace(/\bthrow\b[\s\S]*?;/g, '')
    .split('\n')
    .filter((line) => !/rateLimit\(|readPathId\(|form\.(optionalFile|file)\(|missingMessage/.test(line))
    .join('\n');
  return [...source.matchAll(/\b(\w+Messages)\.(\w+)\b(?!\s*\()/g)].map((match) => `${match[1]}.${match[2]}`);
}

async function contractMessages(): Promise<Map<string, unknown>> {
  const found = new Map<string, unknown>();
  const folder = join(ROOT, 'functions/contract');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(join(folder, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (/Messages$/.test(name) && value && typeof value === 'object')
        for (const [key, text] of Object.entries(value)) found.set(`${name}.${key}`, text);
  }
  return found;
}

describe('every success message a route answers with, in Hindi and Telugu (the class)', () => {
  it('finds the routes’ messages in the source and has each in the catalogue, not English', async () => {
    const routes = readdirSync(join(ROOT, 'functions/routes'))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `functions/routes/${name}`);
    const contract = await contractMessages();
    const named = new Set([...routes, ...SUCCESS_SERVICES].flatMap(namedMessages));
    // The routes' own success lines name these: the search must find them, or it finds nothing.
    for (const sure of [
      'payoutMessages.methodSaved',
      'claimMessages.accepted',
      'catalogueMessages.categoryDeleted',
    ])
      expect(named).toContain(sure);
    const untranslated: string[] = [];
    for (const name of named) {
      const english = contract.get(name);
      if (typeof english !== 'string' || ENGLISH_ON_PURPOSE.has(name)) continue;
      for (const locale of ['hi', 'te'] as const) {
        const text = translateMessage(locale, english);
        if (text === english || englishIn(text).length > 0)
          untranslated.push(`${name} (${locale}): ${english}`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('has the success messages made from a value (an order moved, a refund, an unsubscribe) in the catalogue too', () => {
    // The search above reads `name.key`, not `name.key(…)`: these are the success answers' calls.
    const made = [
      orderMessages.moved('DS-1042', 'shipped'),
      orderMessages.moved('DS-1042', 'delivered'),
      orderMessages.cancelled('DS-1042', '₹1,299.00'),
      refundMadeMessage(12_345),
      ...EMAIL_CATEGORIES.map((category) => unsubscribeMessages.done(category)),
    ];
    for (const english of made)
      for (const locale of ['hi', 'te'] as const) {
        const text = translateMessage(locale, english);
        expect(text, english).not.toBe(english);
        expect(englishIn(text), text).toEqual([]);
        expect(text).toContain(english.includes('DS-1042') ? 'DS-1042' : '');
      }
  });
});

describe('the translateMessages middleware on success answers', () => {
  /** The real middleware in front of a route that answers a stored text and a catalogue message. */
  const app = new Hono<AppEnv>();
  app.use('*', translateMessages);
  app.post('/stored', (c) => c.json({ message: 'Diwali Dhamaka at Big Bazaar, today only' }));
  app.post('/known', (c) => c.json({ message: 'Category saved.', id: 7 }, 201));
  app.get('/known', (c) => c.json({ message: 'Category saved.' }));
  app.post('/list', (c) => c.json([{ message: 'Category saved.' }]));

  it('leaves a text the catalogue does not know (a merchant’s, an administrator’s) as written', async () => {
    const response = await app.request('/stored', {
      method: 'POST',
      headers: { [PAGE_LANGUAGE_HEADER]: 'hi' },
    });
    expect(await response.json()).toEqual({ message: 'Diwali Dhamaka at Big Bazaar, today only' });
  });

  it('translates a known message and keeps the status and every other field; English callers untouched', async () => {
    const hindi = await app.request('/known', { method: 'POST', headers: { [PAGE_LANGUAGE_HEADER]: 'hi' } });
    expect(hindi.status).toBe(201);
    expect(await hindi.json()).toEqual({ message: translateMessage('hi', 'Category saved.'), id: 7 });
    expect(hindi.headers.get('Content-Language')).toBe('hi');
    expect(hindi.headers.get('Vary')).toContain(PAGE_LANGUAGE_HEADER);
    const english = await app.request('/known', { method: 'POST' });
    expect(await english.json()).toEqual({ message: 'Category saved.', id: 7 });
    expect(english.headers.get('Vary')).toContain('Cookie');
  });

  it('does not read a GET’s answer or a list', async () => {
    const get = await app.request('/known', { headers: { [PAGE_LANGUAGE_HEADER]: 'te' } });
    expect(await get.json()).toEqual({ message: 'Category saved.' });
    const list = await app.request('/list', { method: 'POST', headers: { [PAGE_LANGUAGE_HEADER]: 'te' } });
    expect(await list.json()).toEqual([{ message: 'Category saved.' }]);
  });
});

describe('success messages through the real app, to a Hindi and a Telugu page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function send(
    locale: Locale,
    method: string,
    path: string,
    body?: unknown,
    cookie?: string,
  ): Promise<{ status: number; message: string; body: Record<string, unknown> }> {
    const headers: Record<string, string> = { [PAGE_LANGUAGE_HEADER]: locale };
    if (cookie) headers.Cookie = cookie;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await t.app.request(
      path,
      sameOrigin({ method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }),
    );
    const json = (await response.json()) as Record<string, unknown>;
    expect(response.status, JSON.stringify(json)).toBeLessThan(300);
    expect(response.headers.get('Vary')).toContain(PAGE_LANGUAGE_HEADER);
    return { status: response.status, message: String(json.message), body: json };
  }

  /** The answer's message is the catalogue's translation of the English, with no English word left. */
  function expectIn(locale: Locale, message: string, english: string) {
    expect(message).toBe(translateMessage(locale, english));
    expect(message).not.toBe(english);
    expect(englishIn(message)).toEqual([]);
  }

  for (const locale of ['hi', 'te'] as const) {
    it(`answers the public forms (contact, newsletter) in ${locale}`, async () => {
      const contact = await send(locale, 'POST', '/api/Contact/Submit', {
        name: 'Asha',
        email: `asha.${locale}@example.com`,
        contactNumber: '9876543210',
        message: 'Where is my cashback?',
      });
      expectIn(locale, contact.message, 'Message sent successfully!');
      const address = `news.${locale}@example.com`;
      const first = await send(locale, 'POST', '/api/AToZ/NewsLetter-Post', { emailAddress: address });
      expectIn(locale, first.message, 'Thank you for subscribing!');
      const again = await send(locale, 'POST', '/api/AToZ/NewsLetter-Post', { emailAddress: address });
      expectIn(locale, again.message, 'You are already subscribed.');
    });

    it(`answers a shopper's settings in ${locale}`, async () => {
      const shopper = await signedIn(t, 'user');
      const saved = await send(locale, 'PUT', '/api/account/name', { name: 'Asha K' }, shopper.cookie);
      expectIn(locale, saved.message, 'Your name is saved.');
      expect(saved.body.settings).toBeTruthy();
    });

    it(`answers a merchant's catalogue categories in ${locale}: save, hide, show, delete`, async () => {
      const merchant = await signedIn(t, 'merchant');
      const created = await send(
        locale,
        'POST',
        '/api/MerchantCategories',
        { categoryName: 'Sarees' },
        merchant.cookie,
      );
      expect(created.status).toBe(201);
      expectIn(locale, created.message, 'Collection uploaded successfully!');
      const id = (created.body.category as { id: string }).id;
      const path = `/api/MerchantCategories/${id}`;
      expectIn(
        locale,
        (await send(locale, 'PATCH', path, { isActive: false }, merchant.cookie)).message,
        'Category hidden: its products are not shown on your storefront.',
      );
      expectIn(
        locale,
        (await send(locale, 'PATCH', path, { isActive: true }, merchant.cookie)).message,
        'Category shown on your storefront again.',
      );
      expectIn(
        locale,
        (await send(locale, 'PATCH', path, { description: 'Silk' }, merchant.cookie)).message,
        'Category saved.',
      );
      expectIn(
        locale,
        (await send(locale, 'DELETE', path, undefined, merchant.cookie)).message,
        'Category deleted.',
      );
    });

    it(`answers an administrator's cashback bounds in ${locale}`, async () => {
      const admin = await signedIn(t, 'admin');
      const saved = await send(
        locale,
        'PUT',
        '/api/admin/cashback-bounds',
        { minPercent: 1, maxPercent: 20 },
        admin.cookie,
      );
      expectIn(locale, saved.message, 'The cashback rate bounds are saved.');
      expect(saved.body.minPercent).toBe(1);
    });
  }
});
