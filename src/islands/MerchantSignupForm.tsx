import { accountMessages, merchantSignupSchema } from '../../functions/contract/accounts.ts';
import { DEFAULT_LOCALE, localePath, type Locale } from '../../functions/contract/i18n/locales.ts';
import { FormStatus, SubmitButton, TextField } from './forms/fields.tsx';
import { GoogleButton } from './forms/GoogleButton.tsx';
import { FormLanguage, textGetters, type FormTexts } from './forms/texts.tsx';
import { TermsCheckbox } from './forms/TermsCheckbox.tsx';
import { MerchantFields } from './forms/MerchantFields.tsx';
import { useHydrated } from './forms/use-hydrated.ts';
import { useSignupForm } from './forms/use-signup.ts';

interface Props {
  /** The referrer's code from /MerchantSignup/{id}: shown filled in and disabled. */
  referralCode?: string;
  /** In the popup, sign-up success switches to the login form instead of going to /MerchantSignin. */
  onSignedUp?: () => void;
  /** The page's language: its texts (none in English) and its sign-in page. */
  locale?: Locale;
  texts?: FormTexts;
}

/** Merchant sign-up (spec sections 5 and 8): also merchant name and category; the site URL is optional. */
export default function MerchantSignupForm({
  referralCode = '',
  onSignedUp,
  locale = DEFAULT_LOCALE,
  texts,
}: Props) {
  const hydrated = useHydrated();
  const { tx, message } = textGetters(texts);
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
    successText: message(accountMessages.merchantSignupSucceeded),
    role: 'merchant',
    signInPath: localePath(locale, '/MerchantSignin'),
    onSignedUp,
    texts,
  });

  return (
    <FormLanguage locale={locale} texts={texts}>
      <form
        className="account-form"
        noValidate
        onSubmit={onSubmit}
        aria-label={tx('forms.merchantSignUpLabel', 'Merchant sign up')}
      >
        <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
          <MerchantFields field={form.field} />
          <TextField
            label={tx('forms.userName', 'User name')}
            autoComplete="username"
            required
            {...form.field('userName')}
          />
          <TextField
            label={tx('forms.password', 'Password')}
            type="password"
            autoComplete="new-password"
            hint={tx('forms.passwordHint', 'At least 8 characters')}
            required
            {...form.field('password')}
          />
          {referralCode && (
            <TextField
              label={tx('forms.referralCode', 'Referral code')}
              {...form.field('referredByCode')}
              disabled
            />
          )}
          <TermsCheckbox consent={terms} />
          {conflict && <p className="account-form__conflict">{message(accountMessages.duplicate)}</p>}
          <SubmitButton busy={form.pending}>{tx('forms.signUp', 'Sign Up')}</SubmitButton>
        </fieldset>
        <FormStatus status={form.status} />
        <GoogleButton intent="merchant" {...(referralCode ? { referredByCode: referralCode } : {})} />
      </form>
    </FormLanguage>
  );
}
