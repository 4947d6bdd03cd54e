import { accountMessages, userSignupSchema } from '../../functions/contract/accounts.ts';
import { FormStatus, SubmitButton, MobileField, TextField } from './forms/fields.tsx';
import { GoogleButton } from './forms/GoogleButton.tsx';
import { useHydrated } from './forms/use-hydrated.ts';
import { useSignupForm } from './forms/use-signup.ts';
import { TermsCheckbox } from './forms/TermsCheckbox.tsx';

interface Props {
  /** The referrer's code from /userSignup/{id}: shown filled in and disabled. */
  referralCode?: string;
  /** In the popup, sign-up success switches to the login form instead of going to /UserSignin. */
  onSignedUp?: () => void;
}

/** User sign-up (spec sections 5 and 8). */
export default function UserSignupForm({ referralCode = '', onSignedUp }: Props) {
  const hydrated = useHydrated();
  const { form, terms, conflict, onSubmit } = useSignupForm({
    schema: userSignupSchema,
    initial: {
      username: '',
      email: '',
      mobileNumber: '',
      password: '',
      address: '',
      referredBy: referralCode,
    },
    path: '/api/UserDetail1/register',
    successText: accountMessages.userSignupSucceeded,
    role: 'user',
    signInPath: '/UserSignin',
    onSignedUp,
  });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="User sign up">
      <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
        <TextField label="User name" autoComplete="username" required {...form.field('username')} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <MobileField {...form.field('mobileNumber')} />
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
        <TermsCheckbox consent={terms} />
        {conflict && <p className="account-form__conflict">{accountMessages.duplicate}</p>}
        <SubmitButton busy={form.pending}>Sign Up</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
      <GoogleButton intent="user-signup" {...(referralCode ? { referredByCode: referralCode } : {})} />
    </form>
  );
}
