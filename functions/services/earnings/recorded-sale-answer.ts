import { paiseToTokens, saleMessages, type RecordedSale } from '../../contract/earnings.ts';
import type { RecordedMerchantSale } from './record-merchant-sale.ts';

/** What the sale form and the postback answer for a recorded sale (the first one again on a repeat). */
export function recordedSaleAnswer(sale: RecordedMerchantSale, saleDate: string): RecordedSale {
  return {
    message: !sale.created
      ? saleMessages.alreadyRecorded
      : sale.confirmAfter === null
        ? saleMessages.recordedNoCashback
        : saleMessages.recorded,
    saleId: sale.saleId,
    status: sale.confirmAfter === null ? 'no_cashback' : 'pending',
    cashbackTokens: paiseToTokens(sale.cashbackPaise),
    expectedConfirmationDate: sale.confirmAfter ?? saleDate,
  };
}
