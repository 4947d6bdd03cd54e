import { and, eq } from 'drizzle-orm';
import { paymentMessages } from '../../../contract/payments.ts';
import { linkDescription } from '../../../contract/payment-admin.ts';
import type { z } from '../../../contract/zod.ts';
import type { linkOrderSchema } from '../../../contract/payment-admin-schemas.ts';
import type { Database } from '../../../db/database.ts';
import { paymentRequests, payments } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import type { PaymentSubjectHandler } from '../payment-subject.ts';

export const linkMessages = {
  notFound: paymentMessages.linkNotFound,
  alreadyPaid: paymentMessages.linkAlreadyPaid,
} as const;

type LinkSubjectInput = z.infer<typeof linkOrderSchema>;

/**
 * An administrator's payment link (issue 12 item 5): anyone holding the link may pay it (the merchant
 * it was shared with pays as a visitor); the amount, mobile and position are the stored request's, so
 * nothing in the order's body can change them. A link already paid is not charged again (409).
 */
export const linkSubject: PaymentSubjectHandler<LinkSubjectInput> = {
  async charge(db: Database, input) {
    const [request] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, input.requestId));
    if (!request) throw HttpError.notFound(linkMessages.notFound);
    const [paid] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.paymentRequestId, request.id), eq(payments.status, 'paid')))
      .limit(1);
    if (paid) throw HttpError.conflict(linkMessages.alreadyPaid);
    return {
      amountPaise: request.amountPaise,
      description: linkDescription(request.source, request.position),
      subject: { purpose: 'link', source: request.source, position: request.position },
      columns: { paymentRequestId: request.id, mobile: request.mobile, position: request.position },
    };
  },
};
