import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_FIELD_NAMES,
  CATALOGUE_IMPORT_MAX_CSV_BYTES,
  catalogueConfirmRowOf,
  catalogueMessages,
  type CatalogueImportConfirmation,
  type CatalogueImportPreview,
} from '../../functions/contract/catalogue.ts';
import { PAGE_LANGUAGE_HEADER, type Locale } from '../../functions/contract/i18n/locales.ts';
import { translateMessage } from '../../functions/contract/i18n/message-keys.ts';
import { messages } from '../../functions/contract/messages.ts';
import { salesImportMessages } from '../../functions/contract/sales-import.ts';
import { siteContentMessages } from '../../functions/contract/site-content.ts';
import { createCatalogueProduct, createCategory, createStore } from '../../functions/seed/factories/index.ts';
import { smallPng } from '../fixtures/images.ts';
import { englishWords } from '../support/english-words.ts';
import { makeZip } from '../support/make-zip.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Issue 26 item 7: the refusals of the uploads and imports, and the rows an import answers, in the caller's
 * language (X-Page-Language), through the real app and database. The `code` and the status stay as in
 * English; the message is the catalogue's translation, with no English word left but the file's own names
 * (CSV, text/csv, MB) and the spec's frame names.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Words written in Latin letters in Hindi and Telugu too: a file's kind, a unit, the frames' names. */
const ALLOWED = new Set(['csv', 'text', 'mb', 'url', 'cat', 'tc', 'bo', 'zip']);
const englishIn = (text: string) =>
  englishWords([text], { allowed: (word) => ALLOWED.has(word.toLowerCase()) }).map(({ word }) => word);

function send(path: string, locale: Locale, init: RequestInit & { cookie?: string } = {}) {
  const { cookie, ...rest } = init;
  return t.app.request(
    path,
    sameOrigin({
      ...rest,
      headers: {
        ...(rest.headers as Record<string, string> | undefined),
        [PAGE_LANGUAGE_HEADER]: locale,
        ...(cookie ? { Cookie: cookie } : {}),
      },
    }),
  );
}

/** The refusal as the English caller gets it and as the locale's caller gets it: same status and code. */
async function refusedIn(locale: Locale, path: string, init: () => RequestInit & { cookie?: string }) {
  const english = await send(path, 'en', init());
  const translated = await send(path, locale, init());
  expect(translated.status).toBe(english.status);
  const englishError = ((await english.json()) as ErrorBody).error;
  const error = ((await translated.json()) as ErrorBody).error;
  expect(error.code).toBe(englishError.code);
  expect(translated.headers.get('Content-Language')).toBe(locale);
  return { status: translated.status, english: englishError, error };
}

function expectTranslated(locale: Locale, message: string, english: string) {
  expect(message, english).toBe(translateMessage(locale, english));
  expect(message).not.toBe(english);
  expect(englishIn(message), message).toEqual([]);
}

const csvForm = (csv: string | null, zip = true) => {
  const form = new FormData();
  if (csv !== null) form.set('file', new File([csv], 'products.csv', { type: 'text/csv' }));
  if (zip)
    form.set('images', new File([new Uint8Array([1, 2, 3])], 'images.zip', { type: 'application/zip' }));
  return form;
};

for (const locale of ['hi', 'te'] as const) {
  describe(`the uploads’ and imports’ refusals in ${locale}`, () => {
    it('refuses a catalogue upload without its CSV, and a CSV over 1 MB', async () => {
      const { cookie } = await signedIn(t, 'merchant');
      const path = '/api/merchantpage/products/import/preview';
      const missing = await refusedIn(locale, path, () => ({ method: 'POST', body: csvForm(null), cookie }));
      expect(missing.english.message).toBe(catalogueMessages.csvRequired);
      expectTranslated(locale, missing.error.message, catalogueMessages.csvRequired);
      const big = 'name,price\n' + 'x'.repeat(CATALOGUE_IMPORT_MAX_CSV_BYTES);
      const tooLarge = await refusedIn(locale, path, () => ({ method: 'POST', body: csvForm(big), cookie }));
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.error.code).toBe('file_too_large');
      expectTranslated(locale, tooLarge.error.message, catalogueMessages.fileTooLarge);
      expectTranslated(locale, tooLarge.error.fields!.file!, catalogueMessages.fileTooLarge);
    });

    it('refuses a sales import that is not text/csv, and one over 1 MB', async () => {
      const { cookie } = await signedIn(t, 'merchant');
      const path = '/api/merchant/sales/import/preview';
      const json = await refusedIn(locale, path, () => ({
        method: 'POST',
        body: '{"csv":"x"}',
        headers: { 'Content-Type': 'application/json' },
        cookie,
      }));
      expect(json.status).toBe(415);
      expect(json.english.message).toBe(salesImportMessages.csvRequired);
      expectTranslated(locale, json.error.message, salesImportMessages.csvRequired);
      const huge = `click id,amount,date,order reference\n${'x'.repeat(1024 * 1024)}`;
      const big = await refusedIn(locale, path, () => ({
        method: 'POST',
        body: huge,
        headers: { 'Content-Type': 'text/csv' },
        cookie,
      }));
      expect(big.status).toBe(413);
      expect(big.english.message).toBe(salesImportMessages.fileTooLarge);
      expectTranslated(locale, big.error.message, salesImportMessages.fileTooLarge);
    });

    it('refuses a JSON body over 64 KB and a cross-site write in the page’s language', async () => {
      const big = await refusedIn(locale, '/api/Contact/Submit', () => ({
        method: 'POST',
        body: JSON.stringify({ message: 'x'.repeat(70 * 1024) }),
        headers: { 'Content-Type': 'application/json' },
      }));
      expect(big.status).toBe(413);
      expectTranslated(locale, big.error.message, messages.bodyTooLarge);
      const request = (page: Locale) =>
        t.app.request('/api/Contact/Submit', {
          method: 'POST',
          body: '{}',
          headers: {
            'Content-Type': 'application/json',
            'Sec-Fetch-Site': 'cross-site',
            Origin: 'https://evil.example',
            [PAGE_LANGUAGE_HEADER]: page,
          },
        });
      const english = (await (await request('en')).json()) as ErrorBody;
      const crossSite = await request(locale);
      expect(crossSite.status).toBe(403);
      const error = ((await crossSite.json()) as ErrorBody).error;
      expect(error.code).toBe(english.error.code);
      expectTranslated(locale, error.message, messages.crossSite);
    });

    it('refuses the banners’ bad frame and a top image without its fields', async () => {
      const position = await refusedIn(locale, '/api/Cat_TC_BO/get-Cat_TC_BO?position=Nope', () => ({}));
      expect(position.status).toBe(400);
      expect(position.english.message).toBe(siteContentMessages.positionNotCatTcBo);
      expectTranslated(locale, position.error.message, siteContentMessages.positionNotCatTcBo);
      expectTranslated(locale, position.error.fields!.position!, siteContentMessages.positionNotCatTcBo);
      const { cookie } = await signedIn(t, 'admin');
      const topImage = await refusedIn(locale, '/api/TopBanner/TTC_Images', () => ({
        method: 'POST',
        body: new FormData(),
        cookie,
      }));
      // The spec's English, word for word, for an English caller.
      expect(topImage.english.message).toBe('Please select an image, type, and enter a URL.');
      expectTranslated(locale, topImage.error.message, siteContentMessages.imageTypeUrlRequired);
    });
  });
}

describe('an import’s rows in the caller’s language (not only the error rows)', () => {
  for (const locale of ['hi', 'te'] as const)
    it(`answers a catalogue import’s rows in ${locale}: errors, added, already in the catalogue`, async () => {
      const m = await signedIn(t, 'merchant');
      const merchantId = m.merchant!.id;
      await createStore(t, { merchantId, storeName: `Kaveri Silks ${locale}` });
      const kurtas = await createCategory(t.db, { merchantId, categoryName: 'Kurtas' });
      await createCatalogueProduct(t, {
        merchantId,
        categoryId: kurtas.id,
        productName: 'Existing Kurta',
        isApproved: true,
      });
      const zip = makeZip([{ name: 'saree.png', content: await smallPng(), method: 0 }]);
      const csv = [
        'name,price,MRP,category,description,image file name',
        'Silk saree,2499,,Sarees,Kanchipuram silk,saree.png',
        'Existing kurta,899,,Kurtas,Already there,saree.png',
        'Silk saree,2499,,Sarees,Same name again,saree.png',
        'Missing photo,199,,Sarees,Not in the zip,nowhere.png',
        '',
      ].join('\n');
      const form = new FormData();
      form.set('file', new File([csv], 'products.csv', { type: 'text/csv' }));
      form.set('images', new File([new Uint8Array(zip)], 'images.zip', { type: 'application/zip' }));
      const postForm = (path: string, body: FormData) =>
        send(`/api/merchantpage/products/import/${path}`, locale, { method: 'POST', body, cookie: m.cookie });
      const previewed = await postForm('preview', form);
      expect(previewed.status).toBe(200);
      const rows = ((await previewed.json()) as CatalogueImportPreview).rows;
      const byRow = Object.fromEntries(rows.map((row) => [row.row, row]));
      // The row's own problem in the language, the file's column name and the file's name as they are.
      expect(byRow[4]!.errors.join(' ')).toContain(
        translateMessage(locale, catalogueMessages.duplicateInFile(2)),
      );
      expect(byRow[5]!.errors.join(' ')).toContain(
        translateMessage(locale, catalogueMessages.imageMissing('nowhere.png')),
      );
      // No English left but the file's column names and the image's file name.
      const kept = [CATALOGUE_FIELD_NAMES.image, CATALOGUE_FIELD_NAMES.name, 'nowhere.png'];
      for (const error of [...byRow[4]!.errors, ...byRow[5]!.errors])
        expect(englishIn(kept.reduce((text, name) => text.replace(name, ''), error)), error).toEqual([]);
      expect(byRow[3]!.status).toBe('duplicate');

      const ready = [byRow[2]!, byRow[3]!];
      const confirm = new FormData();
      confirm.set('rows', JSON.stringify(ready.map(catalogueConfirmRowOf)));
      ready.forEach((row, index) => {
        const slice = row.imageSlice!;
        confirm.set(
          `image${index}`,
          new File([zip.slice(slice.offset, slice.offset + slice.length)], row.image),
        );
      });
      const confirmed = await postForm('confirm', confirm);
      expect(confirmed.status).toBe(200);
      const results = ((await confirmed.json()) as CatalogueImportConfirmation).results;
      expect(results.map((r) => r.status)).toEqual(['created', 'already_in_catalogue']);
      expectTranslated(locale, results[0]!.message, catalogueMessages.productSaved);
      expectTranslated(locale, results[1]!.message, catalogueMessages.alreadyInCatalogue);
    });
});
