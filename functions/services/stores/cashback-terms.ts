import { desc, eq } from 'drizzle-orm';
import {
  bpToPercentFigure,
  cashbackRateMessages,
  DEFAULT_CLICK_PARAM,
  type CashbackBounds,
  type MerchantCashbackTerms,
  type StoreCashbackRateRow,
} from '../../contract/cashback-rates.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import type { Database } from '../../db/database.ts';
import { cashbackRateBounds, merchants, storeCashbackTerms, stores } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { recordAudit } from '../admin/record-audit.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';
import {
  joinStoreRateTables,
  rateInForceBp,
  rateInForceBpSql,
  readRateBounds,
  type RateBounds,
} from './store-cashback.ts';
import { storeName, storefrontOfMerchant } from './store-identity.ts';

/**
 * The rates' reads and writes (issue 22 item 1, decision 0062): the merchant's own rate within the
 * administrator's bounds, the bounds, and the administrator's override. The rule of which wins is
 * rateInForceBp (and its SQL twin rateInForceBpSql); nothing here decides it again.
 */

function boundsInPercent(bounds: RateBounds): CashbackBounds {
  return { minPercent: bpToPercentFigure(bounds.minRateBp), maxPercent: bpToPercentFigure(bounds.maxRateBp) };
}

/** The administrator's bounds, in percent (the defaults 1–30% while none were set). */
export async function readCashbackBounds(db: Database): Promise<CashbackBounds> {
  return boundsInPercent(await readRateBounds(db));
}

/** GET /api/merchant/cashback-terms: the merchant's rate, the override, the bounds and the rate in force. */
export async function readMerchantCashbackTerms(
  db: Database,
  merchantId: string,
  defaultRateBp: number,
): Promise<MerchantCashbackTerms> {
  const [[terms], bounds] = await Promise.all([
    db
      .select({
        merchantRateBp: storeCashbackTerms.merchantRateBp,
        overrideRateBp: storeCashbackTerms.overrideRateBp,
        clickParam: storeCashbackTerms.clickParam,
      })
      .from(storeCashbackTerms)
      .where(eq(storeCashbackTerms.merchantId, merchantId)),
    readRateBounds(db),
  ]);
  return {
    ratePercent: bpToPercentFigure(terms?.merchantRateBp ?? defaultRateBp),
    rateInForcePercent: bpToPercentFigure(rateInForceBp(terms, bounds, defaultRateBp)),
    overridePercent: terms?.overrideRateBp == null ? null : bpToPercentFigure(terms.overrideRateBp),
    ...boundsInPercent(bounds),
    defaultPercent: bpToPercentFigure(defaultRateBp),
    clickParam: terms?.clickParam ?? DEFAULT_CLICK_PARAM,
  };
}

/**
 * PUT /api/merchant/cashback-terms: the merchant's own rate (refused outside today's bounds, with the
 * bounds in the message) and, when sent, the click id's query parameter. Sales already recorded keep
 * the rate they were recorded at.
 */
export async function saveMerchantCashbackTerms(
  db: Database,
  merchantId: string,
  input: { rateBp: number; clickParam?: string },
): Promise<void> {
  const bounds = await readRateBounds(db);
  if (input.rateBp < bounds.minRateBp || input.rateBp > bounds.maxRateBp) {
    const { minPercent, maxPercent } = boundsInPercent(bounds);
    const message = cashbackRateMessages.outOfBounds(minPercent, maxPercent);
    throw HttpError.badInput(message, { ratePercent: message });
  }
  await db
    .insert(storeCashbackTerms)
    .values({ merchantId, merchantRateBp: input.rateBp, clickParam: input.clickParam ?? DEFAULT_CLICK_PARAM })
    .onConflictDoUpdate({
      target: storeCashbackTerms.merchantId,
      set: {
        merchantRateBp: input.rateBp,
        ...(input.clickParam === undefined ? {} : { clickParam: input.clickParam }),
        updatedAt: new Date(),
      },
    });
}

/** PUT /api/admin/cashback-bounds: the one bounds row, audit-logged. */
export async function saveCashbackBounds(
  db: Database,
  actorAccountId: string,
  bounds: { minRateBp: number; maxRateBp: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(cashbackRateBounds)
      .values({ id: 'default', ...bounds })
      .onConflictDoUpdate({ target: cashbackRateBounds.id, set: { ...bounds, updatedAt: new Date() } });
    await recordAudit(tx, {
      actorAccountId,
      action: 'cashback_bounds.set',
      entity: 'cashback_rate_bounds',
      entityId: 'default',
      details: { ...boundsInPercent(bounds) },
    });
  });
}

/** PUT /api/admin/stores/{merchantId}/cashback-rate: the override (null removes it), audit-logged; 404 for an unknown merchant. */
export async function setCashbackOverride(
  db: Database,
  actorAccountId: string,
  merchantId: string,
  overrideRateBp: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [merchant] = await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    if (!merchant) throw HttpError.notFound(cashbackRateMessages.merchantNotFound);
    await tx
      .insert(storeCashbackTerms)
      .values({ merchantId, overrideRateBp })
      .onConflictDoUpdate({
        target: storeCashbackTerms.merchantId,
        set: { overrideRateBp, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actorAccountId,
      action: overrideRateBp === null ? 'cashback_rate.override_removed' : 'cashback_rate.override_set',
      entity: 'merchant',
      entityId: merchantId,
      details: { overridePercent: overrideRateBp === null ? null : bpToPercentFigure(overrideRateBp) },
    });
  });
}

/** GET /api/admin/cashback-rates: every merchant with its rate, override and rate in force, newest first, paged; one query. */
export async function listStoreCashbackRates(
  db: Database,
  query: PageQuery,
  defaultRateBp: number,
): Promise<Page<StoreCashbackRateRow>> {
  const rows = await joinStoreRateTables(
    db
      .select({
        id: merchants.id,
        storeName,
        storeSlug: merchants.storeSlug,
        merchantRateBp: storeCashbackTerms.merchantRateBp,
        overrideRateBp: storeCashbackTerms.overrideRateBp,
        rateInForceBp: rateInForceBpSql(defaultRateBp),
        pageKey: pageKeyOf(merchants.registeredOn),
      })
      .from(merchants)
      .leftJoin(stores, storefrontOfMerchant)
      .$dynamic(),
  )
    .where(afterCursor(merchants.registeredOn, merchants.id, query, 'desc'))
    .orderBy(desc(merchants.registeredOn), desc(merchants.id))
    .limit(rowsToFetch(query));
  return toPage(rows, query, (row) => ({
    id: row.id,
    storeName: row.storeName,
    storeSlug: row.storeSlug,
    merchantPercent: row.merchantRateBp === null ? null : bpToPercentFigure(row.merchantRateBp),
    overridePercent: row.overrideRateBp === null ? null : bpToPercentFigure(row.overrideRateBp),
    rateInForcePercent: bpToPercentFigure(row.rateInForceBp),
  }));
}
