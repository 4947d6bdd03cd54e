import { FORGOT_PASSWORD_PATH } from '../../functions/contract/account-email.ts';
import { userLoginSchema } from '../../functions/contract/accounts.ts';
import { GoogleButton } from './forms/GoogleButton.tsx';
import { SignInForm } from './forms/SignInForm.tsx';
import { SignedUpNotice } from './forms/SignedUpNotice.tsx';
import { useSignInForm } from './forms/use-sign-in.ts';

/**
 * User sign-in by user name or email (spec section 4): on success to /, or back to `returnPath` (the
 * popup opened from a coupon card) or the page's `?next=` (issue 21, item 9).
 */
export default function UserSigninForm({ returnPath }: { returnPath?: string | null }) {
  const form = useSignInForm({
    schema: userLoginSchema,
    initial: { username: '', password: '' },
    path: '/api/UserDetail1/Login',
    next: '/',
    returnPath,
    // One field takes either: an @ makes it an email.
    toBody: ({ username = '', password }) =>
      username.includes('@') ? { email: username, password } : { username, password },
  });

  return (
    <>
      <SignedUpNotice role="user" />
      <SignInForm
        form={form}
        nameField="username"
        label="User sign in"
        nameLabel="User name or email"
        submitText="Sign In"
        forgotPasswordHref={FORGOT_PASSWORD_PATH}
      >
        <GoogleButton intent="user-signin" returnPath={returnPath} />
      </SignInForm>
    </>
  );
}
