import { FORGOT_PASSWORD_PATH } from '../../functions/contract/account-email.ts';
import { merchantLoginSchema } from '../../functions/contract/accounts.ts';
import { GoogleButton } from './forms/GoogleButton.tsx';
import { SignInForm } from './forms/SignInForm.tsx';
import { SignedUpNotice } from './forms/SignedUpNotice.tsx';
import { useSignInForm } from './forms/use-sign-in.ts';

/**
 * Merchant sign-in (spec section 4): on success to the merchant dashboard, or back to `returnPath` (the
 * popup opened from a coupon card) or the page's `?next=` (issue 21, item 9).
 */
export default function MerchantSigninForm({ returnPath }: { returnPath?: string | null }) {
  const form = useSignInForm({
    schema: merchantLoginSchema,
    initial: { userName: '', password: '' },
    path: '/api/MerchantDetails/Login',
    next: '/merchant/dashboard',
    returnPath,
  });

  return (
    <>
      <SignedUpNotice role="merchant" />
      <SignInForm
        form={form}
        nameField="userName"
        label="Merchant sign in"
        nameLabel="User name or email"
        submitText="Sign In"
        forgotPasswordHref={FORGOT_PASSWORD_PATH}
      >
        <GoogleButton intent="merchant" returnPath={returnPath} />
      </SignInForm>
    </>
  );
}
