import type { PaymentRequestInput } from '../../contract/payment-admin-schemas.ts';
import type { CreatedPaymentRequest } from '../../contract/payment-admin.ts';
import { paiseToRupeesText } from '../../contract/money.ts';
import type { Database } from '../../db/database.ts';
import { paymentRequests } from '../../db/schema/index.ts';
import { recordAudit } from '../admin/record-audit.ts';

/**
 * An administrator's payment link (spec section 5, the payment entry forms): the amount, mobile and
 * position are stored, and an order for this request charges exactly the stored amount (subjects/link.ts).
 * The answer names the payment page to go to: /payment/{amount}/{mobile}?request=<id>[&position=…].
 */
export async function createPaymentRequest(
  db: Database,
  actorAccountId: string,
  input: PaymentRequestInput,
): Promise<CreatedPaymentRequest> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentRequests)
      .values({ ...input, createdByAccountId: actorAccountId })
      .returning({ id: paymentRequests.id });
    if (!row) throw new Error('payment request insert returned no row');
    await recordAudit(tx, {
      actorAccountId,
      action: 'payment_request.create',
      entity: 'payment_request',
      entityId: row.id,
      details: { amountPaise: input.amountPaise, source: input.source, position: input.position },
    });
    return {
      id: row.id,
      amountPaise: input.amountPaise,
      mobile: input.mobile,
      position: input.position,
      paymentPath: paymentPagePath(row.id, input),
    };
  });
}

/** The payment page for a stored request; the page reads the stored amount by the request id. */
export function paymentPagePath(
  requestId: string,
  request: { amountPaise: number; mobile: string; position: string | null },
): string {
  const query = new URLSearchParams({ request: requestId });
  if (request.position) query.set('position', request.position);
  return `/payment/${paiseToRupeesText(request.amountPaise)}/${request.mobile}?${query.toString()}`;
}
