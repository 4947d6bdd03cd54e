import type { OrderReceipt } from '../contract/orders.ts';
import { getRuntime } from '../runtime.ts';
import { readReceipt } from '../services/orders/read-orders.ts';
import { ORDER_NUMBER_PATTERN } from '../contract/orders.ts';

/** The receipt's first view (/orders/{number}): the signed-in account's own order, or null (404 alike). */
export async function receiptForPage(accountId: string, number: string): Promise<OrderReceipt | null> {
  if (!ORDER_NUMBER_PATTERN.test(number)) return null;
  const { database } = await getRuntime();
  return (await readReceipt(database.db, accountId, number)) ?? null;
}
