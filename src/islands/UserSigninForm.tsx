import { FORGOT_PASSWORD_PATH } from '../../functions/contract/account-email.ts';
import { userLoginSchema } from '../../functions/contract/accounts.ts';
import { DEFAULT_LOCALE, localePath, type Locale } from '../../functions/contract/i18n/locales.ts';
import { GoogleButton } from './forms/GoogleButton.tsx';
import { SignInForm } from './forms/SignInForm.tsx';
import { SignedUpNotice } from './forms/SignedUpNotice.tsx';
import { FormLanguage, textGetters, type FormTexts } from './forms/texts.tsx';
import { useSignInForm } from './forms/use-sign-in.ts';

/**
 * User sign-in by user name or email (spec section 4): on success to / (in the page's language), or back
 * to `returnPath` (the popup opened from a coupon card) or the page's `?next=` (issue 21, item 9).
 */
export default function UserSigninForm({
  returnPath,
  locale = DEFAULT_LOCALE,
  texts,
}: {
  returnPath?: string | null;
  locale?: Locale;
  texts?: FormTexts;
}) {
  const { tx } = textGetters(texts);
  const form = useSignInForm({
    schema: userLoginSchema,
    initial: { username: '', password: '' },
    path: '/api/UserDetail1/Login',
    next: localePath(locale, '/'),
    returnPath,
    texts,
    // One field takes either: an @ makes it an email.
    toBody: ({ username = '', password }) =>
      username.includes('@') ? { email: username, password } : { username, password },
  });

  return (
    <FormLanguage locale={locale} texts={texts}>
      <SignedUpNotice role="user" />
      <SignInForm
        form={form}
        nameField="username"
        label={tx('forms.userSignInLabel', 'User sign in')}
        nameLabel={tx('forms.userNameOrEmail', 'User name or email')}
        submitText={tx('forms.signIn', 'Sign In')}
        forgotPasswordHref={localePath(locale, FORGOT_PASSWORD_PATH)}
      >
        <GoogleButton intent="user-signin" returnPath={returnPath} />
      </SignInForm>
    </FormLanguage>
  );
}
