import { inCallersLanguage, messagesInCallersLanguage } from '../http/caller-language.ts';
import { Hono } from 'hono';
import { messages } from '../contract/messages.ts';
import { salesImportMessages } from '../contract/sales-import.ts';
import { salesImportConfirmSchema } from '../contract/sales-import-schemas.ts';
import { todayInIndia } from '../contract/india-time.ts';
import { z } from '../contract/zod.ts';
import { merchantOnly } from '../auth/merchant-only.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fieldMessages } from '../http/error-envelope.ts';
import { HttpError } from '../http/http-error.ts';
import { requestMediaType } from '../http/media-type.ts';
import { acceptsSalesFile } from '../http/middleware.ts';
import { readJson } from '../http/read-json.ts';
import { cashbackSettings } from '../services/earnings/cashback-settings.ts';
import { confirmSalesImport, previewSalesImport } from '../services/earnings/import-sales.ts';
import { notifyCashbackRecorded, withinMs } from '../services/notifications/cashback-notifications.ts';

/**
 * A merchant's CSV import of sales (issue 22 item 3; decision 0064). Merchants only: visitors 401,
 * users and admins 403. The merchant is always the session's.
 */
export const merchantSalesImportRoutes = new Hono<AppEnv>();

// POST /api/merchant/sales/import/preview – body: the file itself as text/csv (up to 1 MB, 5,000 rows);
// answers each row checked, with its errors and estimated cashback, and a summary. Writes nothing.
merchantSalesImportRoutes.post('/preview', acceptsSalesFile, merchantOnly(), async (c) => {
  if (requestMediaType(c) !== 'text/csv')
    throw HttpError.unsupportedMediaType(salesImportMessages.csvRequired);
  const text = await c.req.text();
  if (text.includes('\0')) throw HttpError.badInput(messages.nulCharacter);
  const preview = await previewSalesImport(
    c.var.db,
    c.var.merchantId,
    text,
    cashbackSettings(c.var.config),
    todayInIndia(),
  );
  // The rows' errors are read by the merchant: in their language (issue 26 item 7).
  return c.json({
    ...preview,
    rows: preview.rows.map((row) => ({ ...row, errors: row.errors.map((e) => inCallersLanguage(c, e)) })),
  });
});

// POST /api/merchant/sales/import/confirm – JSON {rows: [{row?, clickId?, shopper?, amount, saleDate,
// orderReference, couponId?}]}, at most 200: each row checked again and recorded once per order
// reference (source 'csv'); answers {results: [{orderReference, status, message, saleId?}], summary}.
merchantSalesImportRoutes.post('/confirm', acceptsSalesFile, merchantOnly(), async (c) => {
  let input;
  try {
    input = await readJson(c, salesImportConfirmSchema);
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    const fields = fieldMessages(error);
    throw HttpError.badInput(fields.rows ?? messages.invalidInput, fields);
  }
  const confirmation = await confirmSalesImport(
    c.var.db,
    c.var.merchantId,
    input,
    cashbackSettings(c.var.config),
    todayInIndia(),
  );
  // The shoppers' "cashback recorded" emails, one after another after the sales committed; the answer
  // waits at most 2 s for them (the rest go on), and a mail failure never touches a recorded sale.
  const created = confirmation.results.flatMap((r) => (r.status === 'created' && r.saleId ? [r.saleId] : []));
  await withinMs(
    (async () => {
      for (const saleId of created) await notifyCashbackRecorded(c.var, saleId);
    })(),
  );
  return c.json({
    ...confirmation,
    // Every row's message is read by the merchant, the skipped and added ones too (issue 26 item 7).
    results: messagesInCallersLanguage(c, confirmation.results),
  });
});
