import { addDays } from './india-time.ts';
import { CLAIM_DECLINE_REASON_MAX_LENGTH, CLAIM_WINDOW_DAYS, ORDER_REFERENCE_MAX_LENGTH } from './limits.ts';
import { parseRupees } from './money.ts';
import { readExpiryDate } from './rules.ts';

/**
 * Missing cashback claims (issue #11, item 6; the footer's 'Missing Cashback' link): a shopper files a
 * claim for a purchase the merchant never reported, and the merchant accepts it (it becomes a sale with
 * a pending cashback entry) or declines it with a reason the shopper reads. No zod: the claim page's
 * and the merchant's islands import it, and the server runs the same checks.
 */

export const claimMessages = {
  filed: 'Your claim has been sent to the merchant. You will see their answer here.',
  fileFailed: 'Your claim could not be sent. Please try again.',
  noConnection: 'Your claim could not be sent. Please check your connection.',
  selectCoupon: 'Please select the coupon you used.',
  couponNotClaimable: 'This coupon was not live on that purchase date, so it cannot be claimed.',
  dateRequired: 'Please enter the purchase date.',
  dateInvalid: 'Please enter the purchase date as yyyy-mm-dd.',
  dateFuture: 'The purchase date cannot be in the future.',
  dateTooOld: `Claims can only be filed for purchases made in the last ${CLAIM_WINDOW_DAYS} days.`,
  amountRequired: 'Please enter the amount you paid.',
  amountInvalid: 'Please enter the amount in rupees, such as 1499 or 1499.50.',
  orderRequired: 'Please enter your order reference.',
  orderTooLong: `Please keep the order reference under ${ORDER_REFERENCE_MAX_LENGTH} characters.`,
  duplicate: 'You have already filed a claim for this order with this merchant.',
  noClaims: 'You have not filed any claims yet.',
  loadFailed: 'Your claims could not be loaded. Please reload the page.',
  // The merchant's side
  notFound: 'This claim does not exist.',
  alreadyDecided: 'This claim has already been decided.',
  accepted: "Claim accepted: it is now a sale, and the shopper's cashback is pending.",
  acceptFailed: 'The claim could not be accepted. Please try again.',
  declined: 'Claim declined. The shopper can read your reason.',
  declineFailed: 'The claim could not be declined. Please try again.',
  reasonRequired: 'Please tell the shopper why you decline the claim.',
  reasonTooLong: `Please keep the reason under ${CLAIM_DECLINE_REASON_MAX_LENGTH} characters.`,
  noOpenClaims: 'No open claims.',
  noOpenClaimsHint:
    'When a shopper tells us a purchase with your coupon earned no cashback, it appears here.',
  merchantLoadFailed: 'The claims could not be loaded. Please reload the page.',
} as const;

/** The claim form as typed; `amount` is in rupees. */
export type ClaimFormValues = {
  couponId: string;
  purchaseDate: string;
  amount: string;
  orderReference: string;
};

/** What POST /api/cashback-claims stores, once checked: paise, an ISO date, the trimmed reference. */
export interface ClaimInput {
  couponId: string;
  purchaseDate: string;
  amountPaise: number;
  orderReference: string;
}

/** The ISO date `days` calendar days before `iso`. */
export function isoDaysBefore(iso: string, days: number): string {
  return addDays(iso, -days);
}

/** The first purchase date a claim may name, given today's India date (CLAIM_WINDOW_DAYS, today included). */
export function earliestClaimDate(today: string): string {
  return isoDaysBefore(today, CLAIM_WINDOW_DAYS - 1);
}

/**
 * Every rule of the claim form: the message of each field that fails (none: it may be sent). `today`
 * is todayInIndia(). The purchase date is a real date (yyyy-mm-dd, as a date input sends it, or
 * yyyy/mm/dd), not after today and within the claim window; the amount is rupees (parseRupees) above
 * zero; the order reference is required and at most ORDER_REFERENCE_MAX_LENGTH once trimmed.
 */
export function checkClaimForm(
  values: ClaimFormValues,
  today: string,
): Partial<Record<keyof ClaimFormValues, string>> {
  const found: Partial<Record<keyof ClaimFormValues, string>> = {};
  if (!values.couponId.trim()) found.couponId = claimMessages.selectCoupon;

  const dateText = values.purchaseDate.trim();
  if (!dateText) found.purchaseDate = claimMessages.dateRequired;
  else {
    const read = readExpiryDate(dateText);
    if ('problem' in read) found.purchaseDate = claimMessages.dateInvalid;
    else if (read.iso > today) found.purchaseDate = claimMessages.dateFuture;
    else if (read.iso < earliestClaimDate(today)) found.purchaseDate = claimMessages.dateTooOld;
  }

  if (!values.amount.trim()) found.amount = claimMessages.amountRequired;
  else if (!parseRupees(values.amount)) found.amount = claimMessages.amountInvalid;

  const reference = values.orderReference.trim();
  if (!reference) found.orderReference = claimMessages.orderRequired;
  else if (reference.length > ORDER_REFERENCE_MAX_LENGTH) found.orderReference = claimMessages.orderTooLong;
  return found;
}

/** The checked form as the server stores it; call only when checkClaimForm found nothing. */
export function toClaimInput(values: ClaimFormValues): ClaimInput {
  const date = readExpiryDate(values.purchaseDate);
  return {
    couponId: values.couponId.trim(),
    purchaseDate: 'iso' in date ? date.iso : values.purchaseDate.trim(),
    amountPaise: parseRupees(values.amount) ?? 0,
    orderReference: values.orderReference.trim(),
  };
}

/** The merchant's reason for declining: required and at most CLAIM_DECLINE_REASON_MAX_LENGTH once trimmed. */
export function declineReasonMessage(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (!trimmed) return claimMessages.reasonRequired;
  return trimmed.length > CLAIM_DECLINE_REASON_MAX_LENGTH ? claimMessages.reasonTooLong : undefined;
}

export type ClaimStatus = 'open' | 'accepted' | 'declined';

/** A coupon the claim form offers. */
export interface ClaimableCoupon {
  id: string;
  couponName: string;
  merchantName: string;
  /** The offer's last day (India); a coupon that ended can still be claimed for a purchase before it. */
  expiryDate: string;
  live: boolean;
  /** This account revealed its code today (the only reveals that still name an account, decision 0026). */
  revealed: boolean;
}

/** GET /api/cashback-claims/mine and the reply to a filing: one of the shopper's claims. */
export interface MyClaim {
  id: string;
  couponName: string | null;
  merchantName: string;
  purchaseDate: string;
  /** Rupees. */
  amount: number;
  orderReference: string;
  status: ClaimStatus;
  /** The merchant's reason, when declined. */
  declineReason: string | null;
  decidedAt: string | null;
  createdAt: string;
}

/** POST /api/cashback-claims answers 201 with this. */
export interface ClaimFiled {
  message: string;
  claim: MyClaim;
}

/** GET /api/merchant/cashback-claims: an open claim against the signed-in merchant. */
export interface MerchantClaim {
  id: string;
  /** The shopper's display name (or user name): enough to find the order with its reference. */
  shopperName: string;
  couponId: string | null;
  couponName: string | null;
  purchaseDate: string;
  /** Rupees. */
  amount: number;
  orderReference: string;
  status: ClaimStatus;
  createdAt: string;
}

/** The reply to an accept or a decline. */
export interface ClaimDecided {
  message: string;
  claim: { id: string; status: ClaimStatus; saleId: string | null; declineReason: string | null };
}

/** How a claim stands, as the shopper reads it. */
export function claimStanding(status: ClaimStatus): string {
  if (status === 'open') return 'Open: waiting for the merchant';
  if (status === 'accepted') return 'Accepted: your cashback is pending';
  return 'Declined';
}
