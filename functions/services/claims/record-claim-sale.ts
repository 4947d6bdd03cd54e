import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { merchantSales } from '../../db/schema/index.ts';

/**
 * The sale an accepted claim becomes, in the shape the ledger's service takes (its MerchantSaleInput):
 * `recordMerchantSale(db, { merchantId, accountId, couponId, saleAmountPaise, saleDate, remarks,
 * idempotencyKey }, settings)` in services/earnings/record-merchant-sale.ts (branch h-ledger, commit
 * cdecc91), which answers `{ saleId, created, cashbackPaise, confirmAfter }`.
 */
export interface ClaimSaleInput {
  merchantId: string;
  accountId: string;
  couponId: string | null;
  saleAmountPaise: number;
  saleDate: string;
  remarks: string;
  /** `claim:${claimId}`: a second accept of the same claim credits nothing more. */
  idempotencyKey: string;
}

/**
 * ADAPTER FOR THE LEAD TO WIRE. The ledger's recordMerchantSale is on branch h-ledger, in a commit that
 * also changes config, rules and test support, so it was not cherry-picked here; this stand-in only
 * stores the merchant_sales row (no cashback entry, no idempotency key). Once merged, replace the body with
 *
 *   return recordMerchantSale(db, input, cashbackSettings(config));
 *
 * (cashbackSettings from services/earnings/cashback-settings.ts), so the accepted claim's sale gets its
 * pending cashback entry and the key `claim:{id}`. It runs inside the accepting transaction (db is that
 * transaction; the ledger's own transaction becomes a savepoint), so the sale and the claim's decision
 * commit together.
 */
export async function recordSaleForClaim(
  db: Database,
  _config: Config,
  input: ClaimSaleInput,
): Promise<{ saleId: string }> {
  const [sale] = await db
    .insert(merchantSales)
    .values({
      merchantId: input.merchantId,
      accountId: input.accountId,
      couponId: input.couponId,
      saleAmountPaise: input.saleAmountPaise,
      saleDate: input.saleDate,
      remarks: input.remarks,
    })
    .returning({ id: merchantSales.id });
  if (!sale) throw new Error('merchant sale insert returned no row');
  return { saleId: sale.id };
}
