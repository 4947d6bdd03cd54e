import { FORGOT_PASSWORD_PATH } from '../../functions/contract/account-email.ts';
import { merchantLoginSchema } from '../../functions/contract/accounts.ts';
import { DEFAULT_LOCALE, localePath, type Locale } from '../../functions/contract/i18n/locales.ts';
import { GoogleButton } from './forms/GoogleButton.tsx';
import { SignInForm } from './forms/SignInForm.tsx';
import { SignedUpNotice } from './forms/SignedUpNotice.tsx';
import { FormLanguage, textGetters, type FormTexts } from './forms/texts.tsx';
import { useSignInForm } from './forms/use-sign-in.ts';

/**
 * Merchant sign-in (spec section 4): on success to the merchant dashboard (in the page's language), or
 * back to `returnPath` (the popup opened from a coupon card) or the page's `?next=` (issue 21, item 9).
 */
export default function MerchantSigninForm({
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
    schema: merchantLoginSchema,
    initial: { userName: '', password: '' },
    path: '/api/MerchantDetails/Login',
    next: localePath(locale, '/merchant/dashboard'),
    returnPath,
    texts,
  });

  return (
    <FormLanguage locale={locale} texts={texts}>
      <SignedUpNotice role="merchant" />
      <SignInForm
        form={form}
        nameField="userName"
        label={tx('forms.merchantSignInLabel', 'Merchant sign in')}
        nameLabel={tx('forms.userNameOrEmail', 'User name or email')}
        submitText={tx('forms.signIn', 'Sign In')}
        forgotPasswordHref={localePath(locale, FORGOT_PASSWORD_PATH)}
      >
        <GoogleButton intent="merchant" returnPath={returnPath} />
      </SignInForm>
    </FormLanguage>
  );
}
