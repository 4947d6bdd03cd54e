import { userLoginSchema } from '../../functions/contract/accounts.ts';
import { GoogleButton } from './forms/GoogleButton.tsx';
import { SignInForm } from './forms/SignInForm.tsx';
import { submitLogin } from './forms/submit.ts';
import { useForm } from './forms/use-form.ts';

/** User sign-in by user name or email (spec section 4): on success to /. */
export default function UserSigninForm() {
  const form = useForm(userLoginSchema, { username: '', password: '' });

  const signIn = async (data: { password: string }) => {
    const name = form.values.username.trim();
    await submitLogin(form, {
      path: '/api/UserDetail1/Login',
      data: name.includes('@')
        ? { email: name, password: data.password }
        : { username: name, password: data.password },
      next: '/',
    });
  };

  return (
    <SignInForm
      form={form}
      nameField="username"
      label="User sign in"
      nameLabel="User name or email"
      submitText="Sign In"
      onValid={signIn}
    >
      <GoogleButton intent="user-signin" />
    </SignInForm>
  );
}
