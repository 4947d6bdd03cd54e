import { Hono } from 'hono';
import { cashbackRateMessages, type CashbackBounds } from '../contract/cashback-rates.ts';
import {
  cashbackBoundsSchema,
  cashbackOverrideSchema,
  merchantCashbackTermsSchema,
} from '../contract/cashback-rates-schemas.ts';
import { statementQuerySchema } from '../contract/merchant-statement-schemas.ts';
import type { MerchantStatement } from '../contract/merchant-statement.ts';
import { pageQuerySchema } from '../contract/paging-query.ts';
import { merchantOnly } from '../auth/merchant-only.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { pagedJson } from '../http/paged-json.ts';
import { readJson } from '../http/read-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import { defaultRateBp } from '../services/earnings/cashback-settings.ts';
import { merchantStatementCsv, readMerchantStatement } from '../services/earnings/merchant-statement.ts';
import {
  listStoreCashbackRates,
  readCashbackBounds,
  readMerchantCashbackTerms,
  saveCashbackBounds,
  saveMerchantCashbackTerms,
  setCashbackOverride,
} from '../services/stores/cashback-terms.ts';

/**
 * Per-store cashback rates and the merchant's monthly statement (issue 22 items 1 and 7, decision
 * 0062). The merchant's calls act on the session's merchant only; the administrator's are audit-logged.
 */
export const merchantCashbackRoutes = new Hono<AppEnv>();
export const adminCashbackRoutes = new Hono<AppEnv>();

// GET /api/merchant/cashback-terms – my rate, the override, the bounds, the default and the rate in force
merchantCashbackRoutes.get('/cashback-terms', merchantOnly(), async (c) => {
  return c.json(await readMerchantCashbackTerms(c.var.db, c.var.merchantId, defaultRateBp(c.var.config)));
});

// PUT /api/merchant/cashback-terms – JSON {ratePercent, clickParam?}: my rate within the bounds (else 400 naming them)
merchantCashbackRoutes.put('/cashback-terms', merchantOnly(), async (c) => {
  const input = await readJson(c, merchantCashbackTermsSchema);
  await saveMerchantCashbackTerms(c.var.db, c.var.merchantId, {
    rateBp: input.ratePercent,
    clickParam: input.clickParam,
  });
  const terms = await readMerchantCashbackTerms(c.var.db, c.var.merchantId, defaultRateBp(c.var.config));
  return c.json({ message: cashbackRateMessages.saved, ...terms });
});

// GET /api/merchant/statement?month=YYYY-MM – my month's sales, cashback due, confirmed and reversed (India dates)
merchantCashbackRoutes.get('/statement', merchantOnly(), async (c) => {
  const { month } = statementQuerySchema.parse(c.req.query());
  return c.json<MerchantStatement>(await readMerchantStatement(c.var.db, c.var.merchantId, month));
});

// GET /api/merchant/statement.csv?month=YYYY-MM – the same month, one row per sale then the totals, as a download
merchantCashbackRoutes.get('/statement.csv', merchantOnly(), async (c) => {
  const { month } = statementQuerySchema.parse(c.req.query());
  const csv = await merchantStatementCsv(c.var.db, c.var.merchantId, month);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="cashback-statement-${month}.csv"`);
  return c.body(csv);
});

// GET /api/admin/cashback-bounds – the bounds of the merchants' rates, in percent
adminCashbackRoutes.get('/cashback-bounds', requireRole('admin'), async (c) => {
  return c.json<CashbackBounds>(await readCashbackBounds(c.var.db));
});

// PUT /api/admin/cashback-bounds – JSON {minPercent, maxPercent} (0–100, min ≤ max), audit-logged
adminCashbackRoutes.put('/cashback-bounds', requireRole('admin'), async (c) => {
  const { minPercent, maxPercent } = await readJson(c, cashbackBoundsSchema);
  await saveCashbackBounds(c.var.db, signedInAccountId(c), { minRateBp: minPercent, maxRateBp: maxPercent });
  return c.json({ message: cashbackRateMessages.boundsSaved, ...(await readCashbackBounds(c.var.db)) });
});

// GET /api/admin/cashback-rates?limit=&cursor= – every store's rate, override and rate in force (X-Next-Cursor)
adminCashbackRoutes.get('/cashback-rates', requireRole('admin'), async (c) => {
  const query = pageQuerySchema.parse(c.req.query());
  return pagedJson(c, await listStoreCashbackRates(c.var.db, query, defaultRateBp(c.var.config)));
});

// PUT /api/admin/stores/{merchantId}/cashback-rate – JSON {overridePercent: number|null}: set or remove the override, audit-logged; unknown merchant 404
adminCashbackRoutes.put('/stores/:id/cashback-rate', requireRole('admin'), async (c) => {
  const merchantId = readPathId(c, cashbackRateMessages.merchantNotFound);
  const { overridePercent } = await readJson(c, cashbackOverrideSchema);
  await setCashbackOverride(c.var.db, signedInAccountId(c), merchantId, overridePercent);
  return c.json({
    message:
      overridePercent === null ? cashbackRateMessages.overrideRemoved : cashbackRateMessages.overrideSaved,
  });
});
