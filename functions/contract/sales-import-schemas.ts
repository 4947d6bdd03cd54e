import { SALES_IMPORT_BATCH, salesImportMessages } from './sales-import.ts';
import { z } from './zod.ts';

const field = (max: number) => z.string().max(max).nullish();

/**
 * POST /api/merchant/sales/import/confirm: at most SALES_IMPORT_BATCH rows, each as the preview read it
 * (the server checks every row again: the preview is never trusted). Lengths are generous bounds, the
 * row check (checkImportRow) says what is wrong in words.
 */
export const salesImportConfirmSchema = z.object({
  rows: z
    .array(
      z.object({
        row: z.number().int().min(1).max(1_000_000).optional(),
        clickId: field(100),
        shopper: field(400),
        amount: z.union([z.string().max(32), z.number().transform(String)]),
        saleDate: z.string().max(32),
        orderReference: z.string().max(200),
        couponId: field(100),
      }),
      { message: salesImportMessages.rowsRequired },
    )
    .min(1, salesImportMessages.rowsRequired)
    .max(SALES_IMPORT_BATCH, salesImportMessages.tooManyRowsPerCall),
});
export type SalesImportConfirmInput = z.infer<typeof salesImportConfirmSchema>;
