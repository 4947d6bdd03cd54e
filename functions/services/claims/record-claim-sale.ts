import type { Database } from '../../db/database.ts';
import { merchantSales } from '../../db/schema/index.ts';

/**
 * The sale an accepted claim becomes, in the shape the ledger's service takes:
 * `recordMerchantSale(db, { merchantId, accountId, couponId, saleAmountPaise, saleDate, remarks,
 * idempotencyKey })` in services/earnings/record-merchant-sale.ts (branch h-ledger).
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
 * ADAPTER FOR THE LEAD TO WIRE. When this was written the ledger's recordMerchantSale was not yet on
 * this branch, so this stand-in only stores the merchant_sales row (no cashback entry). Replace the body
 * with `const sale = await recordMerchantSale(db, input); return { saleId: sale.<its id> };` so the
 * accepted claim's sale gets its pending cashback entry and the idempotency key. It runs inside the
 * accepting transaction (db is that transaction), so the sale and the claim's decision commit together.
 */
export async function recordSaleForClaim(db: Database, input: ClaimSaleInput): Promise<{ saleId: string }> {
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
