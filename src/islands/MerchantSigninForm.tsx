import type { SubmitEvent } from 'react';
import { merchantLoginSchema } from '../../functions/contract/accounts.ts';
import { FormStatus, SubmitButton, TextField } from './forms/fields.tsx';
import { GoogleButton } from './forms/GoogleButton.tsx';
import { submitLogin } from './forms/submit.ts';
import { useForm } from './forms/use-form.ts';
import { useHydrated } from './forms/use-hydrated.ts';

/** Merchant sign-in (spec section 4): on success to the merchant dashboard. */
export default function MerchantSigninForm() {
  const hydrated = useHydrated();
  const form = useForm(merchantLoginSchema, { userName: '', password: '' });

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const data = form.validate();
    if (!data) return;
    await submitLogin(form, { path: '/api/MerchantDetails/Login', data, next: '/merchant/dashboard' });
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="Merchant sign in">
      <fieldset className="account-form__fields" disabled={!hydrated || form.submitting}>
        <TextField label="User name or email" autoComplete="username" required {...form.field('userName')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <SubmitButton busy={form.submitting}>Sign In</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
      <GoogleButton intent="merchant" />
    </form>
  );
}
