import { useState } from 'react';
import {
  paymentAdminMessages,
  refundAmountMessage,
  REFUND_MIN_PAISE,
  REFUND_REASON_MAX,
  type AdminPaymentRow,
  type RefundAnswer,
} from '../../../functions/contract/payment-admin.ts';
import { paiseToRupeesText, parseRupees } from '../../../functions/contract/money.ts';
import { postJson } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';

type RefundValues = { amount: string; reason: string };
type RefundData = { amountPaise: number; reason: string };

/**
 * The Refund action of a paid payment on the Payments tab (decision 0045): the amount (what is left,
 * by default) and a reason, then a confirmation that says what will happen, then the refund with its
 * progress; the row is updated from the answer.
 */
export function RefundPayment({
  row,
  onRefunded,
}: {
  row: AdminPaymentRow;
  onRefunded: (answer: RefundAnswer) => void;
}) {
  const left = row.amountPaise - row.refundedPaise;
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<RefundData | null>(null);
  const amountOf = (text: string) => {
    const paise = parseRupees(text);
    return paise !== null && paise <= left && (paise >= REFUND_MIN_PAISE || paise === left) ? paise : null;
  };
  const form = useForm<RefundValues, RefundData, RefundAnswer>({
    schema: ruleSchema(
      (values: RefundValues) => ({
        amount: amountOf(values.amount) === null ? refundAmountMessage(left) : undefined,
        reason: values.reason.trim() === '' ? paymentAdminMessages.refundReasonRequired : undefined,
      }),
      (values) => ({ amountPaise: amountOf(values.amount) ?? 0, reason: values.reason.trim() }),
    ),
    initial: { amount: paiseToRupeesText(left), reason: '' },
    serverFields: { amountPaise: 'amount' },
    onValid: setConfirming,
    submit: (data) => postJson<RefundAnswer>(`/api/admin/payments/${row.id}/refund`, data),
    successText: (answer) => answer.message,
    failureText: (failure) => failure?.message ?? paymentAdminMessages.refundFailed,
    onSuccess: (answer) => {
      setConfirming(null);
      setOpen(false);
      // A next refund starts from what is left now, with a reason of its own.
      form.set('amount', paiseToRupeesText(row.amountPaise - answer.refundedPaise));
      form.set('reason', '');
      onRefunded(answer);
    },
    onFailure: () => setConfirming(null),
  });

  if (!open) {
    return (
      <div className="admin-refund">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {paymentAdminMessages.refundOpen}
        </button>
        <FormStatus status={form.status} />
      </div>
    );
  }
  return (
    <form
      className="admin-form admin-refund"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={paymentAdminMessages.refundFormLabel(row.description)}
    >
      {confirming === null ? (
        <fieldset className="account-form__fields" disabled={form.pending}>
          <TextField
            label={paymentAdminMessages.refundAmountLabel}
            inputMode="decimal"
            required
            maxLength={12}
            hint={paymentAdminMessages.refundAmountHint(left)}
            {...form.field('amount')}
          />
          <TextField
            label={paymentAdminMessages.refundReasonLabel}
            required
            maxLength={REFUND_REASON_MAX}
            {...form.field('reason')}
          />
          <div className="admin-refund__actions">
            <SubmitButton busy={false}>{paymentAdminMessages.refundReview}</SubmitButton>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </fieldset>
      ) : (
        <div
          className="admin-refund__confirm"
          role="alertdialog"
          aria-label={paymentAdminMessages.refundConfirmLabel}
        >
          <p>
            {paymentAdminMessages.refundConfirm(
              confirming.amountPaise,
              row.amountPaise,
              confirming.amountPaise === left,
              row.purpose,
            )}
          </p>
          <p className="admin-muted">{paymentAdminMessages.refundReasonShown(confirming.reason)}</p>
          <div className="admin-refund__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={form.pending}
              onClick={() => void form.run(confirming)}
            >
              {form.pending
                ? paymentAdminMessages.refundRunning
                : paymentAdminMessages.refundYes(confirming.amountPaise)}
            </button>
            <button
              type="button"
              className="button"
              disabled={form.pending}
              onClick={() => setConfirming(null)}
            >
              Back
            </button>
          </div>
        </div>
      )}
      <FormStatus status={form.status} />
    </form>
  );
}
