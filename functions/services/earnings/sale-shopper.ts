import type { Database } from '../../db/database.ts';
import { attributeClick } from './attribute-click.ts';
import type { CashbackSettings } from './cashback-settings.ts';
import { findShopper } from './find-shopper.ts';

/**
 * The shopper a merchant's sale credits (issue 22 item 3): the one the merchant named (findShopper),
 * else the click's. When both are given recordMerchantSale's attributeClick checks they agree; a click
 * that is not this store's, too old or after the sale is a 400 with fields.clickId.
 */
export async function saleShopper(
  db: Database,
  input: { merchantId: string; shopper: string; clickId: string | null; saleDate: string },
  settings: Pick<CashbackSettings, 'clickAttributionDays'>,
): Promise<string> {
  if (input.shopper || !input.clickId) return findShopper(db, input.shopper);
  const click = await attributeClick(db, {
    merchantId: input.merchantId,
    clickId: input.clickId,
    saleDate: input.saleDate,
    attributionDays: settings.clickAttributionDays,
  });
  return click.accountId;
}
