import { useState, type SubmitEvent } from 'react';
import { accountMessages, userSignupSchema } from '../../functions/contract/accounts.ts';
import { CheckboxField, FormStatus, SubmitButton, TextField } from './forms/fields.tsx';
import { GoogleButton } from './forms/GoogleButton.tsx';
import { submitSignup } from './forms/submit.ts';
import { useForm } from './forms/use-form.ts';
import { useHydrated } from './forms/use-hydrated.ts';
import { TermsLabel } from './forms/TermsLabel.tsx';

interface Props {
  /** The referrer's code from /userSignup/{id}: shown filled in and disabled. */
  referralCode?: string;
  /** In the popup, sign-up success switches to the login form instead of going to /UserSignin. */
  onSignedUp?: () => void;
}

/** User sign-up (spec sections 5 and 8). */
export default function UserSignupForm({ referralCode = '', onSignedUp }: Props) {
  const hydrated = useHydrated();
  const form = useForm(
    userSignupSchema,
    { username: '', email: '', mobileNumber: '', password: '', address: '', referredBy: referralCode },
    { liveFields: ['password'] },
  );
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const [conflict, setConflict] = useState(false);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const data = form.validate();
    setTermsError(terms ? undefined : accountMessages.terms);
    if (!data || !terms) return;
    setConflict(false);
    const outcome = await submitSignup(form, {
      path: '/api/UserDetail1/register',
      data,
      successText: accountMessages.userSignupSucceeded,
      signInPath: '/UserSignin',
      ...(onSignedUp ? { onSignedUp } : {}),
    });
    setConflict(outcome.conflict);
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="User sign up">
      <fieldset className="account-form__fields" disabled={!hydrated || form.submitting}>
        <TextField label="User name" autoComplete="username" required {...form.field('username')} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          hint="10 digits, without +91"
          required
          {...form.field('mobileNumber')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          required
          {...form.field('password')}
        />
        <TextField label="Address" autoComplete="street-address" {...form.field('address')} />
        {referralCode && <TextField label="Referral code" {...form.field('referredBy')} disabled />}
        <CheckboxField
          name="terms"
          checked={terms}
          onChange={(checked) => {
            setTerms(checked);
            if (checked) setTermsError(undefined);
          }}
          error={termsError}
        >
          <TermsLabel />
        </CheckboxField>
        {conflict && <p className="account-form__conflict">{accountMessages.duplicate}</p>}
        <SubmitButton busy={form.submitting}>Sign Up</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
      <GoogleButton intent="user-signup" {...(referralCode ? { referredByCode: referralCode } : {})} />
    </form>
  );
}
