import { merchantLoginSchema } from '../../functions/contract/accounts.ts';
import { GoogleButton } from './forms/GoogleButton.tsx';
import { SignInForm } from './forms/SignInForm.tsx';
import { submitLogin } from './forms/submit.ts';
import { useForm } from './forms/use-form.ts';

/** Merchant sign-in (spec section 4): on success to the merchant dashboard. */
export default function MerchantSigninForm() {
  const form = useForm(merchantLoginSchema, { userName: '', password: '' });

  return (
    <SignInForm
      form={form}
      nameField="userName"
      label="Merchant sign in"
      nameLabel="User name or email"
      submitText="Sign In"
      onValid={(data) =>
        submitLogin(form, { path: '/api/MerchantDetails/Login', data, next: '/merchant/dashboard' })
      }
    >
      <GoogleButton intent="merchant" />
    </SignInForm>
  );
}
