import { useState } from 'react';
import { payoutMethodSchema } from '../../../functions/contract/payouts-schemas.ts';
import {
  payoutMessages,
  type PayoutMethodAnswer,
  type PayoutMethodSaved,
} from '../../../functions/contract/payouts.ts';
import {
  methodInForceText,
  pendingMethodText,
  withdrawTexts as texts,
} from '../../../functions/contract/payout-screens.ts';
import { sendJson } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { useForm } from '../forms/use-form.ts';
import './payouts.css';

export const PAYOUT_METHOD_PATH = '/api/account/payout-method';

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
}: {
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
        message: payoutMessages.currentPasswordRequired,
        path: ['currentPassword'],
      })
    : payoutMethodSchema;
  const form = useForm({
    schema,
    initial: { upiId: '', currentPassword: '' },
    submit: (data) =>
      sendJson<PayoutMethodSaved>('PUT', PAYOUT_METHOD_PATH, withPassword ? data : { upiId: data.upiId }),
    successText: (saved) => saved.message,
    failureText: (failure) => failure?.message ?? texts.methodFailed,
    resetOnSuccess: true,
    onSuccess: (saved) => {
      setEditing(false);
      onSaved(saved);
    },
  });
  return (
    <section className="payout-method" aria-labelledby="payout-method-heading">
      <Heading id="payout-method-heading">{texts.methodHeading}</Heading>
      <p data-testid="payout-method-current">
        {method.upiId ? methodInForceText(method.upiId) : texts.methodNone}
      </p>
      {method.pendingChange && (
        <p className="payout-method__pending" data-testid="payout-method-pending">
          {pendingMethodText(method.pendingChange.upiId, method.pendingChange.usableFrom)}
        </p>
      )}
      {!method.withdrawal.emailVerified ? (
        <p className="payouts__blocked" data-testid="payout-method-unverified">
          {payoutMessages.verifyEmailFirst}
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
          {texts.changeMethod}
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
              label={hasAny ? `New ${texts.upiLabel}` : texts.upiLabel}
              autoComplete="off"
              inputMode="email"
              hint={`${texts.upiHint} ${hasAny ? texts.changeNote : texts.firstNote}`}
              maxLength={300}
              required
              {...form.field('upiId')}
            />
            {withPassword ? (
              <TextField
                label={texts.currentPasswordLabel}
                type="password"
                autoComplete="current-password"
                required
                {...form.field('currentPassword')}
              />
            ) : (
              hasAny && <p className="field__hint">{texts.freshSignInNote}</p>
            )}
            <SubmitButton busy={form.pending}>
              {form.pending ? texts.savingMethod : hasAny ? texts.saveNewMethod : texts.saveMethod}
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
                {texts.cancel}
              </button>
            )}
          </fieldset>
        </form>
      )}
      <FormStatus status={form.status} />
    </section>
  );
}
