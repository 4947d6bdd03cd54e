import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMAIL_CATEGORIES } from '../../functions/contract/cashback-emails.ts';
import { translateMessage } from '../../functions/contract/i18n/message-keys.ts';
import { englishWords } from '../support/english-words.ts';

/**
 * Issue 26 item 7: the API's refusals (and the other messages its answers carry) in the caller's language,
 * as a class. Every contract message the routes, the services and the request checks name (`xMessages.name`,
 * `messages.name`), every literal English handed to an HttpError, and every literal message of a zod check
 * in functions/contract is found in the source; each must have a key in the message map (translateMessage
 * gives Hindi and Telugu, not the English back). A new refusal with a new English text fails here until
 * the text has its key in en/hi/te and the map.
 */

const ROOT = join(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** Where the answers' messages come from: the routes, the services they call, the request checks. */
const ANSWERING = ['functions/routes', 'functions/services', 'functions/http'].flatMap(sourceFiles);
const CONTRACT = readdirSync(join(ROOT, 'functions/contract'))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => `functions/contract/${name}`);

/**
 * Named messages no person reads in an answer, each with why. Another server reads these: the postback's
 * and the payment providers' webhooks (signed requests, no page). The others are not an answer's message:
 * a stored reason or note (shown later through the pages' own labels), a CSV export's column heads, the
 * placeholder of a changed image in the administrator's list of changes.
 */
const NOT_READ = new Set([
  'postbackMessages.invalid',
  'postbackMessages.notJson',
  'postbackMessages.unsigned',
  'postbackMessages.badSignature',
  'postbackMessages.staleTimestamp',
  'postbackMessages.timestampMismatch',
  // The postback's field checks (postback-schemas.ts): answered to the merchant's server, as the above.
  'postbackMessages.clickIdRequired',
  'postbackMessages.orderReferenceRequired',
  'postbackMessages.saleDateInvalid',
  'postbackMessages.couponIdInvalid',
  'postbackMessages.timestampInvalid',
  'paymentMessages.badWebhookSignature',
  'payoutMessages.badWebhookSignature',
  'orderMessages.refundedBy',
  'slotMessages.orderCancelled',
  'statementMessages.sales',
  'statementMessages.cashbackDue',
  'statementMessages.confirmed',
  'statementMessages.reversed',
  'couponEditMessages.newImage',
  // Emails' words, translated by the mail's own keys (the mail is written in the account's language).
  'unsubscribeMessages.footer',
  'suspensionMessages.reasonsSummary',
]);

/** The messages made from a value, each with values as the service gives them: each result must translate. */
const MADE: Record<string, (make: (...args: never[]) => unknown) => unknown[]> = {
  'unsubscribeMessages.done': (make) => EMAIL_CATEGORIES.map((c) => (make as (c: string) => string)(c)),
  'slotMapMessages.noFreeSlot': (make) => [(make as (n: number) => string)(7)],
  'slotMessages.reservedForApproval': (make) => [
    (make as (n: number, name: string) => string)(7, 'Diwali 20'),
  ],
  'slotMessages.held': (make) => [(make as (n: number, until: string) => string)(7, '2026-12-01')],
  'slotMessages.reserved': (make) => [(make as (n: number) => string)(7)],
  'salesImportMessages.duplicateInFile': (make) => [(make as (n: number) => string)(3)],
  'salesImportMessages.missingColumns': (make) => [(make as (n: string[]) => string)(['date', 'amount'])],
  'salesImportMessages.notCsv': (make) => [(make as (n: number) => string)(4)],
  'salesImportMessages.tooManyRows': (make) => [(make as (n: number) => string)(5001)],
  'orderMessages.badTransition': (make) => [
    (make as (a: string, b: string) => string)('placed', 'delivered'),
  ],
  'orderMessages.cancelled': (make) => [(make as (a: string, b: string) => string)('DS-1042', '₹1,299.00')],
  'orderMessages.moved': (make) => [(make as (a: string, b: string) => string)('DS-1042', 'shipped')],
  'catalogueMessages.duplicateInFile': (make) => [(make as (n: number) => string)(3)],
  'catalogueMessages.imageAmbiguous': (make) => [(make as (n: string) => string)('saree.png')],
  'catalogueMessages.imageMissing': (make) => [(make as (n: string) => string)('saree.png')],
  'catalogueMessages.imageProblem': (make) => [
    (make as (n: string, p: string) => string)('saree.png', 'it could not be unpacked from the zip file.'),
  ],
  'catalogueMessages.missingColumns': (make) => [(make as (n: string[]) => string)(['price', 'category'])],
  'catalogueMessages.notCsv': (make) => [(make as (n: number) => string)(4)],
  'catalogueMessages.tooManyRows': (make) => [(make as (n: number) => string)(1001)],
  'catalogueMessages.categoryHasProducts': (make) => [1, 3].map((n) => (make as (n: number) => string)(n)),
  'cashbackRateMessages.outOfBounds': (make) => [(make as (a: number, b: number) => string)(1, 20)],
  'messages.fileTooLarge': (make) => [(make as (n: number) => string)(5 * 1024 * 1024)],
};

/** `xMessages.name` and the core's `messages.name`, as a file names them. */
const NAMED = /\b(messages|\w+Messages)\.(\w+)\b/g;

/**
 * A literal English text handed to an HttpError (`HttpError.badInput('…')`, `new HttpError(400, 'code', '…')`)
 * or written as an answer's `message: '…'`.
 */
const HTTP_ERROR_LITERAL =
  /(?:HttpError(?:\.\w+\(\s*|\(\s*\d+\s*,\s*'[^']*'\s*,\s*)|\bmessage:\s*)(?:'([^']*)'|"([^"]*)"|`([^`]*)`)/g;

/** A literal message of a zod check (`.min(1, '…')`, `{ message: '…' }`, `{ error: '…' }`). */
const ZOD_LITERAL =
  /\.(?:min|max|length|regex|refine|email|url|int|positive|nonnegative|gte|lte|gt|lt|nonempty|startsWith|endsWith|includes)\((?:[^()'"`]|\([^()]*\))*?,\s*(?:\w+\s*\?\?\s*)?(?:'([^']*)'|"([^"]*)"|`([^`]*)`)|\b(?:message|error):\s*(?:'([^']*)'|"([^"]*)"|`([^`]*)`)/g;

/** A contract message handed to a zod check (`.min(1, xMessages.name)`, `{ message: xMessages.name }`). */
const ZOD_NAMED =
  /\.(?:min|max|length|regex|refine|email|url|int|positive|nonnegative|gte|lte|gt|lt|nonempty|startsWith|endsWith|includes)\((?:[^()'"`]|\([^()]*\))*?,\s*(?:\w+\s*\?\?\s*)?(messages|\w+Messages)\.(\w+)\b(?!\s*\()|\b(?:message|error):\s*(messages|\w+Messages)\.(\w+)\b(?!\s*\()/g;

/** A `${…}` in a literal stands for a value: a number, as the checks' limits are. */
const withValues = (literal: string) => literal.replace(/\$\{[^}]*\}/g, '7');

async function contractMessages(): Promise<Map<string, unknown>> {
  const found = new Map<string, unknown>();
  for (const file of CONTRACT) {
    const module = (await import(join(ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (/^(messages|\w+Messages)$/.test(name) && value && typeof value === 'object')
        for (const [key, text] of Object.entries(value)) found.set(`${name}.${key}`, text);
  }
  return found;
}

/**
 * Literal texts handed to an HttpError that no person reads: the payment providers' webhooks answer
 * Razorpay's servers (a missing event id, a body that is not an object), as NOT_READ's webhook messages.
 */
const LITERAL_NOT_READ = new Set([
  'The x-razorpay-event-id header is missing.',
  'The request body must be a JSON object.',
]);

/** The code without its comments: an example in a comment is not a message. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function literals(files: string[], pattern: RegExp): { where: string; text: string }[] {
  return files.flatMap((file) =>
    [...withoutComments(readFileSync(join(ROOT, file), 'utf8')).matchAll(pattern)].flatMap((match) => {
      const text = match.slice(1).find((group) => group !== undefined);
      // Only texts a person reads: words with a space (not a code, a field's name or a format).
      const read = text && /^[A-Z].*\s/.test(text) && !LITERAL_NOT_READ.has(text);
      return read ? [{ where: relative(ROOT, join(ROOT, file)), text }] : [];
    }),
  );
}

/**
 * Latin words a Hindi or Telugu message keeps on purpose: names (the site, brands, the payment rail), what a
 * program or a file is called (a header, a media type, a file kind, a unit, a parameter, a word to type),
 * the spec's frame names, the words of the computer's own menus the merchant clicks, and the values the
 * samples above put in.
 */
const KEPT = new Set(
  ['DealSphere', 'UPI', 'URL', 'Google', 'Razorpay', 'RazorpayX', 'MRP', 'CSV', 'JSON', 'MB', 'zip', 'zip64']
    .concat(['Content', 'Type', 'application', 'json', 'multipart', 'form', 'data', 'text', 'csv', 'id'])
    .concat(['Idempotency', 'Key', 'idempotencyKey', 'limit', 'dsclick', 'DELETE', 'Cat', 'TC', 'BO'])
    .concat(['Compress', 'Send', 'to', 'Compressed', 'folder', 'comma', 'delimited', 'YYYY', 'MM', 'cursor'])
    .concat([
      'DS',
      'Diwali',
      'saree',
      'png',
      'price',
      'category',
      'date',
      'amount',
      'JPG',
      'PNG',
      'WebP',
      'GIF',
    ])
    .map((word) => word.toLowerCase()),
);

function untranslated(english: string): string[] {
  return (['hi', 'te'] as const).flatMap((locale) => {
    const text = translateMessage(locale, english);
    const left = englishWords([text], { allowed: (word) => KEPT.has(word.toLowerCase()) });
    return text === english || left.length > 0 ? [`(${locale}) ${english} → ${text}`] : [];
  });
}

describe('every refusal and answer message a person reads, in Hindi and Telugu (the class)', () => {
  it('has a key for each contract message the routes, services and request checks name', async () => {
    const contract = await contractMessages();
    const named = new Set(
      ANSWERING.flatMap((file) =>
        [...readFileSync(join(ROOT, file), 'utf8').matchAll(NAMED)].map((m) => `${m[1]}.${m[2]}`),
      ),
    );
    // The search must find the refusals it is about, or it finds nothing.
    for (const sure of [
      'salesImportMessages.csvRequired',
      'catalogueMessages.fileTooLarge',
      'messages.crossSite',
    ])
      expect(named).toContain(sure);
    const missing: string[] = [];
    for (const name of [...named].sort()) {
      if (NOT_READ.has(name)) continue;
      const value = contract.get(name);
      if (typeof value === 'string') missing.push(...untranslated(value).map((m) => `${name} ${m}`));
      else if (typeof value === 'function') {
        const made = MADE[name];
        if (!made) missing.push(`${name}: made from a value, add it to MADE with its values`);
        else
          for (const english of made(value as (...args: never[]) => unknown))
            missing.push(...untranslated(String(english)).map((m) => `${name} ${m}`));
      }
    }
    expect(missing).toEqual([]);
  });

  it('has a key for each literal English text handed to an HttpError', () => {
    const found = literals(ANSWERING, HTTP_ERROR_LITERAL);
    expect(
      found.flatMap(({ where, text }) => untranslated(withValues(text)).map((m) => `${where}: ${m}`)),
    ).toEqual([]);
  });

  it('has a key for each contract message the contract’s zod checks give', async () => {
    const contract = await contractMessages();
    const named = new Set(
      CONTRACT.flatMap((file) =>
        [...withoutComments(readFileSync(join(ROOT, file), 'utf8')).matchAll(ZOD_NAMED)].map((m) =>
          m[1] ? `${m[1]}.${m[2]}` : `${m[3]}.${m[4]}`,
        ),
      ),
    );
    for (const sure of ['siteContentMessages.flashTextRequired', 'siteContentMessages.imageDataNotText'])
      expect(named).toContain(sure);
    const missing = [...named].flatMap((name) => {
      if (NOT_READ.has(name)) return [];
      const english = contract.get(name);
      return typeof english === 'string' ? untranslated(english).map((m) => `${name} ${m}`) : [];
    });
    expect(missing).toEqual([]);
  });

  it('has a key for each literal message of the contract’s zod checks', () => {
    const found = literals(CONTRACT, ZOD_LITERAL);
    // The search finds the one written in place (public.ts's length check), or it finds nothing.
    expect(found.map(({ text }) => text)).toContain('Must be at most ${max} characters long');
    expect(
      found.flatMap(({ where, text }) => untranslated(withValues(text)).map((m) => `${where}: ${m}`)),
    ).toEqual([]);
  });
});
