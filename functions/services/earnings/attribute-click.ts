import { and, eq } from 'drizzle-orm';
import { clickTooOldMessage, saleMessages } from '../../contract/earnings.ts';
import { recordIdSchema } from '../../contract/ids.ts';
import { indiaDateOf } from '../../contract/india-time.ts';
import type { DbOrTx } from '../../db/database.ts';
import { cashbackClicks } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';

export interface AttributedClick {
  clickId: string;
  accountId: string;
  couponId: string | null;
  /** The click's day in India (YYYY-MM-DD): a sale cannot be dated before it. */
  clickDate: string;
}

/**
 * The click a merchant's sale names (issue 22 item 3): it must be a click at THIS merchant's store, by
 * the named shopper when one is named, made at most `attributionDays` ago, on or before the sale date.
 * Anything else is a 400 whose `fields.clickId` says why, and nothing is written. A click at another
 * store answers the same as no click at all, so ids of other stores cannot be probed.
 */
export async function attributeClick(
  db: DbOrTx,
  input: {
    merchantId: string;
    clickId: string;
    /** The shopper the merchant named too, if any: it must be the click's. */
    accountId?: string | null;
    saleDate: string;
    attributionDays: number;
    now?: Date;
  },
): Promise<AttributedClick> {
  const clickId = input.clickId.trim().toLowerCase();
  const refuse = (message: string) => HttpError.badInput(message, { clickId: message });
  if (!recordIdSchema.safeParse(clickId).success) throw refuse(saleMessages.clickIdInvalid);
  const [click] = await db
    .select({
      accountId: cashbackClicks.accountId,
      couponId: cashbackClicks.couponId,
      createdAt: cashbackClicks.createdAt,
    })
    .from(cashbackClicks)
    .where(and(eq(cashbackClicks.id, clickId), eq(cashbackClicks.merchantId, input.merchantId)));
  if (!click) throw refuse(saleMessages.clickNotFound);
  if (input.accountId && input.accountId !== click.accountId) throw refuse(saleMessages.clickOtherShopper);
  const now = input.now ?? new Date();
  if (now.getTime() - click.createdAt.getTime() > input.attributionDays * 86_400_000) {
    throw refuse(clickTooOldMessage(input.attributionDays));
  }
  const clickDate = indiaDateOf(click.createdAt);
  if (input.saleDate < clickDate) throw refuse(saleMessages.clickBeforeSale);
  return { clickId, accountId: click.accountId, couponId: click.couponId, clickDate };
}
