import { useState } from 'react';
import {
  paymentAdminMessages,
  REFUND_MIN_PAISE,
  REFUND_REASON_MAX,
  type AdminPaymentRow,
  type RefundAnswer,
} from '../../../functions/contract/payment-admin.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { formatPaise, paiseToRupeesText, parseRupees } from '../../../functions/contract/money.ts';
import type { RefundTexts } from '../../lib/admin-money-texts.ts';
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
  texts,
  onRefunded,
}: {
  row: AdminPaymentRow;
  texts: RefundTexts;
  onRefunded: (answer: RefundAnswer) => void;
}) {
  const left = row.amountPaise - row.refundedPaise;
  const money = (paise: number) => formatPaise(paise);
  // The API's English failures, in the page's language.
  const known: Record<string, string> = {
    [paymentAdminMessages.refundReasonRequired]: texts['adminMoney.refund.reasonRequired'],
    [paymentAdminMessages.refundFailed]: texts['adminMoney.refund.failed'],
  };
  const say = (message: string) => known[message] ?? message;
  const confirmText = (data: RefundData) =>
    fill(
      texts[data.amountPaise === left ? 'adminMoney.refund.confirmWhole' : 'adminMoney.refund.confirmPart'],
      {
        amount: money(data.amountPaise),
        total: money(row.amountPaise),
      },
    ) +
    (row.purpose === 'premium_slot' && data.amountPaise === left
      ? texts['adminMoney.refund.slotFreed']
      : '') +
    (row.purpose === 'product' ? texts['adminMoney.refund.cashbackReversed'] : '');
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<RefundData | null>(null);
  const amountOf = (text: string) => {
    const paise = parseRupees(text);
    return paise !== null && paise <= left && (paise >= REFUND_MIN_PAISE || paise === left) ? paise : null;
  };
  const form = useForm<RefundValues, RefundData, RefundAnswer>({
    schema: ruleSchema(
      (values: RefundValues) => ({
        amount:
          amountOf(values.amount) === null
            ? fill(texts['adminMoney.refund.amountRange'], { amount: money(left) })
            : undefined,
        reason: values.reason.trim() === '' ? texts['adminMoney.refund.reasonRequired'] : undefined,
      }),
      (values) => ({ amountPaise: amountOf(values.amount) ?? 0, reason: values.reason.trim() }),
    ),
    initial: { amount: paiseToRupeesText(left), reason: '' },
    serverFields: { amountPaise: 'amount' },
    onValid: setConfirming,
    submit: (data) => postJson<RefundAnswer>(`/api/admin/payments/${row.id}/refund`, data),
    successText: (answer) => fill(texts['adminMoney.refund.done'], { amount: money(answer.amountPaise) }),
    failureText: (failure) => say(failure?.message ?? paymentAdminMessages.refundFailed),
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
          {texts['adminMoney.refund.open']}
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
      aria-label={fill(texts['adminMoney.refund.formLabel'], { description: row.description })}
    >
      {confirming === null ? (
        <fieldset className="account-form__fields" disabled={form.pending}>
          <TextField
            label={texts['adminMoney.refund.amountLabel']}
            inputMode="decimal"
            required
            maxLength={12}
            hint={fill(texts['adminMoney.refund.amountHint'], { amount: money(left) })}
            {...form.field('amount')}
          />
          <TextField
            label={texts['adminMoney.refund.reasonLabel']}
            required
            maxLength={REFUND_REASON_MAX}
            {...form.field('reason')}
          />
          <div className="admin-refund__actions">
            <SubmitButton busy={false}>{texts['adminMoney.refund.review']}</SubmitButton>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {texts['adminMoney.cancel']}
            </button>
          </div>
        </fieldset>
      ) : (
        <div
          className="admin-refund__confirm"
          role="alertdialog"
          aria-label={texts['adminMoney.refund.confirmLabel']}
        >
          <p>{confirmText(confirming)}</p>
          <p className="admin-muted">
            {fill(texts['adminMoney.refund.reasonShown'], { reason: confirming.reason })}
          </p>
          <div className="admin-refund__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={form.pending}
              onClick={() => void form.run(confirming)}
            >
              {form.pending
                ? texts['adminMoney.refund.running']
                : fill(texts['adminMoney.refund.yes'], { amount: money(confirming.amountPaise) })}
            </button>
            <button
              type="button"
              className="button"
              disabled={form.pending}
              onClick={() => setConfirming(null)}
            >
              {texts['adminMoney.refund.back']}
            </button>
          </div>
        </div>
      )}
      <FormStatus status={form.status} />
    </form>
  );
}
