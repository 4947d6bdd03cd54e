import { useState } from 'react';
import { payoutMethodSchema } from '../../../functions/contract/payouts-schemas.ts';
import { formatDateTimeIn } from '../../../functions/contract/i18n/format.ts';
import type { Locale } from '../../../functions/contract/i18n/locales.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import {
  PAYOUT_METHOD_CHANGE_DELAY_HOURS,
  type PayoutMethodAnswer,
  type PayoutMethodSaved,
} from '../../../functions/contract/payouts.ts';
import { sendJson } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { useForm } from '../forms/use-form.ts';
import './payouts.css';

export const PAYOUT_METHOD_PATH = '/api/account/payout-method';

/** The form's texts, picked by the page (issue 26). */
export const PAYOUT_METHOD_KEYS = [
  'payouts.method.heading',
  'payouts.method.none',
  'payouts.method.inForce',
  'payouts.method.pending',
  'payouts.method.verifyEmailFirst',
  'payouts.method.change',
  'payouts.method.upiLabel',
  'payouts.method.newUpiLabel',
  'payouts.method.upiHint',
  'payouts.method.changeNote',
  'payouts.method.firstNote',
  'payouts.method.freshSignInNote',
  'payouts.method.currentPassword',
  'payouts.method.currentPasswordRequired',
  'payouts.method.save',
  'payouts.method.saveNew',
  'payouts.method.saving',
  'payouts.method.cancel',
  'payouts.method.failed',
  'payouts.method.withdrawLink',
] as const;
export type PayoutMethodTexts = Record<(typeof PAYOUT_METHOD_KEYS)[number], string>;

/**
 * The shopper's payout method (issue 22 item 4): the UPI ID in force, a change waiting for its 24
 * hours, and the form that sets it (PUT /api/account/payout-method with the current password, or for a
 * Google-only account a recent sign-in). One component for the Withdraw page and the Settings tab.
 */
export function PayoutMethodForm({
  method,
  hydrated,
  onSaved,
  heading: Heading = 'h2',
  locale,
  texts,
}: {
  locale: Locale;
  texts: PayoutMethodTexts;
  method: PayoutMethodAnswer;
  hydrated: boolean;
  onSaved: (saved: PayoutMethodSaved) => void;
  /** The section's heading level: h2 on the Withdraw page, h3 in Settings. */
  heading?: 'h2' | 'h3';
}) {
  const withPassword = method.confirmWith === 'password';
  const hasAny = method.upiId !== null || method.pendingChange !== null;
  // With a UPI ID saved the form waits behind "Change UPI ID", so the page leads with the withdrawal.
  const [editing, setEditing] = useState(!hasAny);
  const schema = withPassword
    ? payoutMethodSchema.refine((body) => body.currentPassword !== '', {
        message: texts['payouts.method.currentPasswordRequired'],
        path: ['currentPassword'],
      })
    : payoutMethodSchema;
  const form = useForm({
    schema,
    initial: { upiId: '', currentPassword: '' },
    submit: (data) =>
      sendJson<PayoutMethodSaved>('PUT', PAYOUT_METHOD_PATH, withPassword ? data : { upiId: data.upiId }),
    successText: (saved) => saved.message,
    failureText: (failure) => failure?.message ?? texts['payouts.method.failed'],
    resetOnSuccess: true,
    onSuccess: (saved) => {
      setEditing(false);
      onSaved(saved);
    },
  });
  return (
    <section className="payout-method" aria-labelledby="payout-method-heading">
      <Heading id="payout-method-heading">{texts['payouts.method.heading']}</Heading>
      <p data-testid="payout-method-current">
        {method.upiId
          ? fill(texts['payouts.method.inForce'], { upiId: method.upiId })
          : texts['payouts.method.none']}
      </p>
      {method.pendingChange && (
        <p className="payout-method__pending" data-testid="payout-method-pending">
          {fill(texts['payouts.method.pending'], {
            upiId: method.pendingChange.upiId,
            date: formatDateTimeIn(locale, method.pendingChange.usableFrom),
          })}
        </p>
      )}
      {!method.withdrawal.emailVerified ? (
        <p className="payouts__blocked" data-testid="payout-method-unverified">
          {texts['payouts.method.verifyEmailFirst']}
        </p>
      ) : !editing ? (
        <button
          type="button"
          className="button"
          disabled={!hydrated}
          aria-expanded="false"
          onClick={() => {
            form.setStatus(null);
            setEditing(true);
          }}
        >
          {texts['payouts.method.change']}
        </button>
      ) : (
        <form
          className="account-form"
          noValidate
          onSubmit={form.onSubmit}
          aria-labelledby="payout-method-heading"
        >
          <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
            <TextField
              label={hasAny ? texts['payouts.method.newUpiLabel'] : texts['payouts.method.upiLabel']}
              autoComplete="off"
              inputMode="email"
              hint={`${texts['payouts.method.upiHint']} ${
                hasAny
                  ? fill(texts['payouts.method.changeNote'], { hours: PAYOUT_METHOD_CHANGE_DELAY_HOURS })
                  : texts['payouts.method.firstNote']
              }`}
              maxLength={300}
              required
              {...form.field('upiId')}
            />
            {withPassword ? (
              <TextField
                label={texts['payouts.method.currentPassword']}
                type="password"
                autoComplete="current-password"
                required
                {...form.field('currentPassword')}
              />
            ) : (
              hasAny && <p className="field__hint">{texts['payouts.method.freshSignInNote']}</p>
            )}
            <SubmitButton busy={form.pending}>
              {form.pending
                ? texts['payouts.method.saving']
                : hasAny
                  ? texts['payouts.method.saveNew']
                  : texts['payouts.method.save']}
            </SubmitButton>
            {hasAny && (
              <button
                type="button"
                className="button button--block"
                onClick={() => {
                  form.reset();
                  form.clearErrors();
                  form.setStatus(null);
                  setEditing(false);
                }}
              >
                {texts['payouts.method.cancel']}
              </button>
            )}
          </fieldset>
        </form>
      )}
      <FormStatus status={form.status} />
    </section>
  );
}
