import { accountMessages, userSignupSchema } from '../../functions/contract/accounts.ts';
import { DEFAULT_LOCALE, localePath, type Locale } from '../../functions/contract/i18n/locales.ts';
import { FormStatus, SubmitButton, MobileField, TextField } from './forms/fields.tsx';
import { GoogleButton } from './forms/GoogleButton.tsx';
import { FormLanguage, textGetters, type FormTexts } from './forms/texts.tsx';
import { useHydrated } from './forms/use-hydrated.ts';
import { useSignupForm } from './forms/use-signup.ts';
import { TermsCheckbox } from './forms/TermsCheckbox.tsx';

interface Props {
  /** The referrer's code from /userSignup/{id}: shown filled in and disabled. */
  referralCode?: string;
  /** In the popup, sign-up success switches to the login form instead of going to /UserSignin. */
  onSignedUp?: () => void;
  /** The page's language: its texts (none in English) and its sign-in page. */
  locale?: Locale;
  texts?: FormTexts;
}

/** User sign-up (spec sections 5 and 8). */
export default function UserSignupForm({
  referralCode = '',
  onSignedUp,
  locale = DEFAULT_LOCALE,
  texts,
}: Props) {
  const hydrated = useHydrated();
  const { tx, message } = textGetters(texts);
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
    successText: message(accountMessages.userSignupSucceeded),
    role: 'user',
    signInPath: localePath(locale, '/UserSignin'),
    onSignedUp,
    texts,
  });

  return (
    <FormLanguage locale={locale} texts={texts}>
      <form
        className="account-form"
        noValidate
        onSubmit={onSubmit}
        aria-label={tx('forms.userSignUpLabel', 'User sign up')}
      >
        <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
          <TextField
            label={tx('forms.userName', 'User name')}
            autoComplete="username"
            required
            {...form.field('username')}
          />
          <TextField
            label={tx('forms.email', 'Email')}
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <MobileField {...form.field('mobileNumber')} />
          <TextField
            label={tx('forms.password', 'Password')}
            type="password"
            autoComplete="new-password"
            hint={tx('forms.passwordHint', 'At least 8 characters')}
            required
            {...form.field('password')}
          />
          <TextField
            label={tx('forms.address', 'Address')}
            autoComplete="street-address"
            {...form.field('address')}
          />
          {referralCode && (
            <TextField
              label={tx('forms.referralCode', 'Referral code')}
              {...form.field('referredBy')}
              disabled
            />
          )}
          <TermsCheckbox consent={terms} />
          {conflict && <p className="account-form__conflict">{message(accountMessages.duplicate)}</p>}
          <SubmitButton busy={form.pending}>{tx('forms.signUp', 'Sign Up')}</SubmitButton>
        </fieldset>
        <FormStatus status={form.status} />
        <GoogleButton intent="user-signup" {...(referralCode ? { referredByCode: referralCode } : {})} />
      </form>
    </FormLanguage>
  );
}
