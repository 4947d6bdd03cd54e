import { z } from './zod.ts';
import { DEFAULT_FIGURE_PERIOD, FIGURE_PERIODS, type FigurePeriod } from './merchant-overview.ts';

/** The period of the figures on the wire (decision 0076): the message a wrong `days` gets. */
export const overviewQueryMessages = {
  days: `Choose days as ${FIGURE_PERIODS.join(', ')}.`,
  /** 404 of the overview when the signed-in merchant's record is gone. */
  merchantNotFound: 'Merchant not found.',
} as const;

/** GET /api/merchant/overview?days=7|30|90 (absent: 30). Anything else is a 400. */
export const overviewQuerySchema: z.ZodType<{ days: FigurePeriod }, Record<string, string>> = z.object({
  days: z
    .enum(FIGURE_PERIODS.map(String) as [string, ...string[]], { message: overviewQueryMessages.days })
    .transform((value) => Number(value) as FigurePeriod)
    .optional()
    .transform((value) => value ?? DEFAULT_FIGURE_PERIOD),
});
