import { accountMessages, merchantSignupSchema } from '../../functions/contract/accounts.ts';
import { FormStatus, SubmitButton, TextField } from './forms/fields.tsx';
import { GoogleButton } from './forms/GoogleButton.tsx';
import { TermsCheckbox } from './forms/TermsCheckbox.tsx';
import { MerchantFields } from './forms/MerchantFields.tsx';
import { useHydrated } from './forms/use-hydrated.ts';
import { useSignupForm } from './forms/use-signup.ts';

interface Props {
  /** The referrer's code from /MerchantSignup/{id}: shown filled in and disabled. */
  referralCode?: string;
  /** In the popup, sign-up success switches to the login form instead of going to /MerchantSignin. */
  onSignedUp?: () => void;
}

/** Merchant sign-up (spec sections 5 and 8): also merchant name and category; the site URL is optional. */
export default function MerchantSignupForm({ referralCode = '', onSignedUp }: Props) {
  const hydrated = useHydrated();
  const { form, terms, conflict, onSubmit } = useSignupForm({
    schema: merchantSignupSchema,
    initial: {
      merchantName: '',
      brandName: '',
      industry: '',
      category: '',
      email: '',
      mobile: '',
      address: '',
      merchatSiteUrl: '',
      userName: '',
      password: '',
      referredByCode: referralCode,
    },
    path: '/api/MerchantDetails',
    successText: accountMessages.merchantSignupSucceeded,
    role: 'merchant',
    signInPath: '/MerchantSignin',
    onSignedUp,
  });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="Merchant sign up">
      <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
        <MerchantFields field={form.field} />
        <TextField label="User name" autoComplete="username" required {...form.field('userName')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          required
          {...form.field('password')}
        />
        {referralCode && <TextField label="Referral code" {...form.field('referredByCode')} disabled />}
        <TermsCheckbox consent={terms} />
        {conflict && <p className="account-form__conflict">{accountMessages.duplicate}</p>}
        <SubmitButton busy={form.pending}>Sign Up</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
      <GoogleButton intent="merchant" {...(referralCode ? { referredByCode: referralCode } : {})} />
    </form>
  );
}
