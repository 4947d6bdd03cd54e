import type { Config } from '../config.ts';
import type { Profile } from '../contract/account-display.ts';
import { recordIdSchema } from '../contract/ids.ts';
import type { PaymentView } from '../contract/payments.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import type { Payer } from '../services/payments/payment-subject.ts';
import { linkMessages, linkSubject } from '../services/payments/subjects/link.ts';
import { premiumSlotSubject } from '../services/payments/subjects/premium-slot.ts';
import { couponMessages } from '../contract/merchant-coupons.ts';

type Provider = 'razorpay' | 'test';

const payerOfProfile = (profile: Profile | null): Payer => ({
  accountId: profile?.id ?? null,
  role: profile?.role ?? null,
  name: profile?.name ?? null,
  email: profile?.email ?? null,
  mobile: null,
});

/** A handler's refusal as the page's clear message (404: not there or not yours; 409: nothing to pay). */
function refusal(error: unknown, heading: string): PaymentView {
  if (!(error instanceof HttpError)) throw error;
  return {
    ok: false,
    status: error.status === 409 ? 409 : 404,
    heading: error.status === 409 ? 'Nothing to pay' : heading,
    message: error.message,
  };
}

/**
 * The payment page for an administrator's payment link (`?request=<id>`; issue 12 item 5): the stored
 * amount and mobile, whatever the address says, priced by the very handler the order uses; null when
 * the address names no request.
 */
export async function linkForPage(
  db: Database,
  query: URLSearchParams,
  provider: Provider,
): Promise<PaymentView | null> {
  const requestId = query.get('request');
  if (requestId === null) return null;
  const id = recordIdSchema.safeParse(requestId);
  if (!id.success)
    return { ok: false, status: 404, heading: 'Payment link not found', message: linkMessages.notFound };
  try {
    const charge = await linkSubject.charge(
      db,
      { purpose: 'link', requestId: id.data },
      payerOfProfile(null),
    );
    return {
      ok: true,
      amountPaise: charge.amountPaise,
      mobile: charge.columns.mobile ?? null,
      title: charge.description,
      subject: charge.subject ?? null,
      order: { purpose: 'link', requestId: id.data },
      provider,
    };
  } catch (error) {
    return refusal(error, 'Payment link not found');
  }
}

/**
 * The payment page for a premium slot request (`?coupon=<id>`, My Offers' Pay now; issue 12 item 6):
 * only its merchant, signed in, sees the slot's price; anyone else a 404.
 */
export async function premiumSlotForPage(
  db: Database,
  config: Config,
  query: URLSearchParams,
  profile: Profile | null,
  provider: Provider,
): Promise<PaymentView | null> {
  const couponId = query.get('coupon');
  if (couponId === null) return null;
  const id = recordIdSchema.safeParse(couponId);
  if (!id.success)
    return { ok: false, status: 404, heading: 'Coupon not found', message: couponMessages.notFound };
  try {
    const charge = await premiumSlotSubject.charge(
      db,
      { purpose: 'premium_slot', couponId: id.data },
      payerOfProfile(profile),
      { config },
    );
    return {
      ok: true,
      amountPaise: charge.amountPaise,
      mobile: null,
      title: charge.description,
      subject: charge.subject ?? null,
      order: { purpose: 'premium_slot', couponId: id.data },
      provider,
    };
  } catch (error) {
    return refusal(error, 'Coupon not found');
  }
}
