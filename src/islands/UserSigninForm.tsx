import { FORGOT_PASSWORD_PATH } from '../../functions/contract/account-email.ts';
import { userLoginSchema } from '../../functions/contract/accounts.ts';
import { GoogleButton } from './forms/GoogleButton.tsx';
import { SignInForm } from './forms/SignInForm.tsx';
import { useSignInForm } from './forms/use-sign-in.ts';

/** User sign-in by user name or email (spec section 4): on success to /. */
export default function UserSigninForm() {
  const form = useSignInForm({
    schema: userLoginSchema,
    initial: { username: '', password: '' },
    path: '/api/UserDetail1/Login',
    next: '/',
    // One field takes either: an @ makes it an email.
    toBody: ({ username = '', password }) =>
      username.includes('@') ? { email: username, password } : { username, password },
  });

  return (
    <SignInForm
      form={form}
      nameField="username"
      label="User sign in"
      nameLabel="User name or email"
      submitText="Sign In"
      forgotPasswordHref={FORGOT_PASSWORD_PATH}
    >
      <GoogleButton intent="user-signin" />
    </SignInForm>
  );
}
