import { currentIndiaMonth, MONTH_PATTERN, statementMessages } from './merchant-statement.ts';
import { z } from './zod.ts';

/** ?month=YYYY-MM (absent: this month in India). */
export const statementQuerySchema = z.object({
  month: z
    .string()
    .max(7, statementMessages.month)
    .regex(MONTH_PATTERN, statementMessages.month)
    .optional()
    .transform((month) => month ?? currentIndiaMonth()),
});
