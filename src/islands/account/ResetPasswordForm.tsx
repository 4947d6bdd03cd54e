import { useState } from 'react';
import { FORGOT_PASSWORD_PATH, passwordResetMessages } from '../../../functions/contract/account-email.ts';
import { resetPasswordFormSchema } from '../../../functions/contract/account-email-schemas.ts';
import { postJson, type ApiFailure } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { useForm } from '../forms/use-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';

const SIGN_IN_PATHS = {
  user: '/UserSignin',
  merchant: '/MerchantSignin',
  admin: '/admin-dashboard',
} as const;
type SignInRole = keyof typeof SIGN_IN_PATHS;

const failureText = (failure: ApiFailure | null) =>
  failure
    ? (failure.fields['token'] ?? failure.message ?? passwordResetMessages.failed)
    : passwordResetMessages.failed;

/** The new password, typed twice, for the link's token; on success a link to the right sign-in form. */
export default function ResetPasswordForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const [role, setRole] = useState<SignInRole | null>(null);
  const form = useForm({
    schema: resetPasswordFormSchema,
    initial: { token, password: '', confirmPassword: '' },
    liveFields: ['password'],
    submit: ({ token: linkToken, password }) =>
      postJson<{ message: string; role: SignInRole }>('/api/auth/password-reset/confirm', {
        token: linkToken,
        password,
      }),
    successText: (body) => body.message,
    failureText,
    resetOnSuccess: true,
    onSuccess: (body) => setRole(body.role),
  });
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit} aria-label="Choose a new password">
      <fieldset className="account-form__fields" disabled={!hydrated || form.pending || role !== null}>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          required
          {...form.field('password')}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        <SubmitButton busy={form.pending}>Set new password</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
      {form.errors.token && (
        <p>
          <a href={FORGOT_PASSWORD_PATH}>Ask for a new link</a>
        </p>
      )}
      {role && (
        <p>
          <a className="button button--primary" href={SIGN_IN_PATHS[role]}>
            Sign in
          </a>
        </p>
      )}
    </form>
  );
}
