import type { SubmitEvent } from 'react';
import { userLoginSchema } from '../../functions/contract/accounts.ts';
import { FormStatus, SubmitButton, TextField } from './forms/fields.tsx';
import { GoogleButton } from './forms/GoogleButton.tsx';
import { submitLogin } from './forms/submit.ts';
import { useForm } from './forms/use-form.ts';
import { useHydrated } from './forms/use-hydrated.ts';

/** User sign-in by user name or email (spec section 4): on success to /. */
export default function UserSigninForm() {
  const hydrated = useHydrated();
  const form = useForm(userLoginSchema, { username: '', password: '' });

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const data = form.validate();
    if (!data) return;
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
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="User sign in">
      <fieldset className="account-form__fields" disabled={!hydrated || form.submitting}>
        <TextField label="User name or email" autoComplete="username" required {...form.field('username')} />
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
      <GoogleButton intent="user-signin" />
    </form>
  );
}
