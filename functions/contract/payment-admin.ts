import { fill } from './i18n/fill.ts';
import { formatPaise } from './money.ts';
import { PAYMENT_MAX_PAISE, PAYMENT_MIN_PAISE } from './payments.ts';
import { CATEGORY_BANNER_FRAMES, TOP_COUPONS_POSITIONS } from './site-images.ts';

/**
 * Payment links made by an administrator (spec section 5, the payment entry forms of the admin image
 * tabs), the admin's Payments tab and premium slot prices (issue 12 items 5 and 6). No zod: islands
 * import it; the request schemas are in payment-admin-schemas.ts.
 */

export const paymentAdminMessages = {
  /** Spec section 5: the payment entry forms. */
  amountAndMobile: 'Please enter amount and mobile number',
  categoryBanner: 'Amount, Mobile and Position are required for payment',
  topBanner: 'Please enter both amount and mobile number',
  amountRange: `Enter an amount from ${formatPaise(PAYMENT_MIN_PAISE)} to ${formatPaise(PAYMENT_MAX_PAISE)} (rupees, up to two decimals).`,
  mobileInvalid: 'Enter a 10-digit Indian mobile number (it may start with +91, 91 or 0).',
  positionInvalid: 'Choose one of the positions of this tab.',
  requestFailed: 'The payment link could not be made. Please try again.',
  slotPriceSaved: 'Slot price saved.',
  slotPriceInvalid: `Enter a price from ${formatPaise(PAYMENT_MIN_PAISE)} to ${formatPaise(PAYMENT_MAX_PAISE)} (rupees, up to two decimals).`,
  notPaidYet: 'Not paid yet',
  /** Refunds (decision 0045). */
  paymentNotFound: 'This payment does not exist.',
  refundReasonRequired: 'Give the reason for the refund.',
  refundNotPaid: 'Only a paid payment can be refunded.',
  refundedInFull: 'This payment is already refunded in full.',
  refundOtherProvider:
    'This payment was taken by another payment provider than the one set up now; refund it in that provider’s dashboard.',
  refundFailed: 'The payment provider did not make the refund, and nothing was recorded. Please try again.',
  noPayments: 'No payments or payment links yet.',
  /** The Refund action of the Payments tab. */
  refundOpen: 'Refund…',
  refundAmountLabel: 'Amount to refund (₹)',
  refundAmountHint: (leftPaise: number) => `Up to ${formatPaise(leftPaise)}.`,
  refundReasonLabel: 'Reason',
  refundReview: 'Review refund',
  refundConfirmLabel: 'Confirm the refund',
  refundFormLabel: (description: string) => `Refund ${description}`,
  refundReasonShown: (reason: string) => `Reason: ${reason}`,
  refundRunning: 'Refunding…',
  refundYes: (amountPaise: number) => `Yes, refund ${formatPaise(amountPaise)}`,
  /** The confirmation: what the refund does; `whole` when it is all that is left. */
  refundConfirm: (
    amountPaise: number,
    totalPaise: number,
    whole: boolean,
    purpose: AdminPaymentRow['purpose'],
  ) =>
    `Refund ${formatPaise(amountPaise)} of ${formatPaise(totalPaise)} to the payer${whole ? ', all that is left' : ''}? It cannot be undone.` +
    (purpose === 'premium_slot' && whole
      ? ' The coupon goes back to awaiting payment and its slot is freed.'
      : '') +
    (purpose === 'product' ? ' The shopper’s cashback for it is reversed in proportion.' : ''),
} as const;

/**
 * The admin image tabs that carry a payment entry form (`source` of the stored request): which spec
 * message an empty field gets, and the positions the tab sells. A tab with one position fixes it; the
 * category banner form asks for its frame (required); the top coupons form may name its position.
 */
export interface PaymentLinkSource {
  label: string;
  message: string;
  positions: readonly string[];
  /** The admin must choose a position (the category banner variant). */
  positionRequired: boolean;
  /** Labels for the position select; the value is shown when absent. */
  positionLabels?: Record<string, string>;
}

export const PAYMENT_LINK_SOURCES = {
  hero: {
    label: 'Hero Images',
    message: paymentAdminMessages.amountAndMobile,
    positions: ['Hero Images'],
    positionRequired: false,
  },
  top_middle: {
    label: 'Top Middle',
    message: paymentAdminMessages.amountAndMobile,
    positions: ['Top Middle'],
    positionRequired: false,
  },
  top_banner: {
    label: 'Top Banner',
    message: paymentAdminMessages.topBanner,
    positions: ['Top Banner'],
    positionRequired: false,
  },
  category_banner: {
    label: 'Category banner',
    message: paymentAdminMessages.categoryBanner,
    positions: Object.keys(CATEGORY_BANNER_FRAMES),
    positionRequired: true,
    positionLabels: { ...CATEGORY_BANNER_FRAMES },
  },
  top_coupons: {
    label: 'Top Coupons',
    message: paymentAdminMessages.amountAndMobile,
    positions: TOP_COUPONS_POSITIONS,
    positionRequired: false,
  },
  seasonal: {
    label: 'Seasonal Offers',
    message: paymentAdminMessages.amountAndMobile,
    positions: ['Seasonal Offers'],
    positionRequired: false,
  },
} as const satisfies Record<string, PaymentLinkSource>;
export type PaymentLinkSourceId = keyof typeof PAYMENT_LINK_SOURCES;

/** 'Top Banner ad — Top Banner', 'Category banner ad — Cat Footer': a payment link's description (English, stored). */
export function linkDescription(source: string, position: string | null): string {
  const tab = PAYMENT_LINK_SOURCES[source as PaymentLinkSourceId] as PaymentLinkSource | undefined;
  const label = tab?.label ?? 'Advertising';
  if (!position) return `${label} ad`;
  return `${label} ad — ${tab?.positionLabels?.[position] ?? position}`;
}

/**
 * A payment link's description (linkDescription) as the admin's Payments tab shows it in Hindi or Telugu
 * (decision 0096): `tabs` names each tab, `ad` is '{tab} ad' and `adAt` '{tab} ad — {position}' in that
 * language; a position that is its tab's own name ('Seasonal Offers') is said once, in the tab's name; another
 * (a frame, a slot) stays as written. Any other description is kept: the API's value never changes.
 */
export function linkDescriptionIn(
  description: string,
  words: {
    tabs: Record<PaymentLinkSourceId, string>;
    ad: string;
    adAt: string;
    /** Other positions' names in the language (a frame's 'Cat Footer'); one not named stays as written. */
    positions?: Readonly<Record<string, string>>;
  },
): string {
  for (const [id, tab] of Object.entries(PAYMENT_LINK_SOURCES) as [
    PaymentLinkSourceId,
    PaymentLinkSource,
  ][]) {
    const ad = `${tab.label} ad`;
    if (description === ad) return fill(words.ad, { tab: words.tabs[id] });
    if (!description.startsWith(`${ad} — `)) continue;
    const position = description.slice(ad.length + 3);
    // A tab's one fixed position is the tab itself: 'Seasonal Offers ad' says it once.
    if (position === tab.label) return fill(words.ad, { tab: words.tabs[id] });
    return fill(words.adAt, { tab: words.tabs[id], position: words.positions?.[position] ?? position });
  }
  return description;
}

/** A tab's positions that the admin chooses from (more than one); a single position is fixed. */
export function choosablePositions(source: PaymentLinkSourceId): readonly string[] {
  const positions = PAYMENT_LINK_SOURCES[source].positions;
  return positions.length > 1 ? positions : [];
}

/** The form's fields as typed. */
export interface PaymentEntryValues {
  amount: string;
  mobile: string;
  position: string;
}

/** POST /api/admin/payment-requests answers the stored request. */
export interface CreatedPaymentRequest {
  id: string;
  amountPaise: number;
  mobile: string;
  position: string | null;
  /** Where the form goes next: /payment/{amount}/{mobile}?request=<id>[&position=…]. */
  paymentPath: string;
}

/** One row of the admin's Payments tab (GET /api/admin/payments): a payment, or a request never paid. */
export interface AdminPaymentRow {
  /** The payment's id, or the request's when no payment was ever started for it. */
  id: string;
  kind: 'payment' | 'request';
  /** created | paid | failed | refunded, or not_paid for a request nobody has paid. */
  status: 'created' | 'paid' | 'failed' | 'refunded' | 'not_paid';
  purpose: 'link' | 'premium_slot' | 'product' | 'open_amount';
  description: string;
  /** The payer's name and email, or null for a visitor. */
  payerName: string | null;
  payerEmail: string | null;
  mobile: string | null;
  position: string | null;
  /** What was (or is to be) charged. */
  amountPaise: number;
  /** Paid less refunded; 0 until paid. */
  paidPaise: number;
  refundedPaise: number;
  paymentRequestId: string | null;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
}

/** The longest refund reason an administrator may give. */
export const REFUND_REASON_MAX = 500;

/** The smallest refund Razorpay makes (₹1), unless it is all that is left. */
export const REFUND_MIN_PAISE = 100;

/** 400 of a refund amount outside ₹1 and what is left to refund. */
export function refundAmountMessage(leftPaise: number): string {
  return `Enter an amount from ₹1 to ${formatPaise(leftPaise)}, what is left to refund.`;
}

/** The answer's message once a refund is made. */
export function refundMadeMessage(amountPaise: number): string {
  return `Refunded ${formatPaise(amountPaise)}.`;
}

/** POST /api/admin/payments/{id}/refund answers the refund made and where the payment stands. */
export interface RefundAnswer {
  message: string;
  paymentId: string;
  /** The provider's refund id (`rfnd_…`, or `rfnd_test_…`). */
  refundId: string;
  amountPaise: number;
  /** All refunds of the payment so far. */
  refundedPaise: number;
  status: 'paid' | 'refunded';
}

/** One slot's premium price (GET /api/admin/premium-slot-prices). */
export interface PremiumSlotPrice {
  slotId: number;
  pricePaise: number;
  /** False when no row exists and the config's default applies. */
  stored: boolean;
}
