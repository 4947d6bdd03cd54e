import type { Config } from '../../config.ts';
import type { DeliveryAddress } from '../../contract/orders.ts';
import type { PaymentSubjectParts } from '../../contract/payments.ts';
import type { Database, Transaction } from '../../db/database.ts';
import type { payments } from '../../db/schema/index.ts';

/**
 * The seam between the payment core (orders, verification, webhook: services/payments/*) and what a
 * payment is for (services/payments/subjects/*: a payment link, a premium slot, a product, an open
 * amount). The core never decides an amount: it asks the subject's handler, which reads the stored
 * row (the request, the slot price, the product), checks that this payer may pay for it, and answers
 * the charge. The core stores the order with that amount and calls onPaid / onRefunded exactly once,
 * inside the transaction that moves the payment's status.
 */

/** Who is paying, from the server session; every field null for a visitor. */
export interface Payer {
  accountId: string | null;
  role: 'user' | 'merchant' | 'admin' | null;
  name: string | null;
  email: string | null;
  mobile: string | null;
}

/** The columns a subject fills on the payment row, beside the amount. */
export interface PaymentSubjectColumns {
  paymentRequestId?: string | null;
  couponId?: string | null;
  catalogueProductId?: string | null;
  merchantProductId?: string | null;
  merchantId?: string | null;
  slotId?: number | null;
  mobile?: string | null;
  position?: string | null;
  /** A Buy Now's delivery address (issue 24 item 6). */
  delivery?: DeliveryAddress | null;
}

export interface Charge {
  /** Decided here, from stored rows: integer paise. */
  amountPaise: number;
  /** Shown in Checkout and on the admin's Payments tab, e.g. 'Premium slot 3 for "Diwali 20% off"'. */
  description: string;
  /** The description's stored parts, for a page in Hindi or Telugu to say it in its own words (decision 0095). */
  subject?: PaymentSubjectParts;
  columns: PaymentSubjectColumns;
}

export type PaymentRow = typeof payments.$inferSelect;

/** A transaction handle: the same query API as Database (db/database.ts). */
export type Tx = Transaction;

/** What an effect may need beside the row: the server's settings (e.g. the cashback rate). */
export interface SubjectContext {
  config: Config;
}

/** One refund as its effect sees it. */
export interface RefundEffect {
  /** Our payment_refunds row. */
  refundId: string;
  amountPaise: number;
  /** All refunds of the payment so far, this one included. */
  totalRefundedPaise: number;
  /** The payment is now refunded in full. */
  full: boolean;
}

export interface PaymentSubjectHandler<Input> {
  /**
   * Throws HttpError (404 for a subject that is not there or not the payer's, 409 for a wrong state).
   * `context` carries the settings a price may need (a premium slot's default price).
   */
  charge(db: Database, input: Input, payer: Payer, context?: SubjectContext): Promise<Charge>;
  /**
   * The effect of a verified payment (e.g. the coupon joins the admin's queue); runs once, in the
   * transaction that moved the row to paid (`payment` is the row as paid). A throw rolls it all back.
   */
  onPaid?(tx: Tx, payment: PaymentRow, context: SubjectContext): Promise<void>;
  /**
   * The effect of one recorded refund (e.g. a Buy Now sale's cashback, or its share, is reversed);
   * runs once per refund, in the transaction that records it. `payment` is the row after the refund.
   */
  onRefunded?(tx: Tx, payment: PaymentRow, context: SubjectContext, refund: RefundEffect): Promise<void>;
}
