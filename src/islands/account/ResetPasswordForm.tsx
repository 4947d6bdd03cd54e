import { useState } from 'react';
import { FORGOT_PASSWORD_PATH, passwordResetMessages } from '../../../functions/contract/account-email.ts';
import { resetPasswordFormSchema } from '../../../functions/contract/account-email-schemas.ts';
import { DEFAULT_LOCALE, localePath, type Locale } from '../../../functions/contract/i18n/locales.ts';
import { postJson, type ApiFailure } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { localizedSchema, textGetters, type FormTexts } from '../forms/texts.tsx';
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
export default function ResetPasswordForm({
  token,
  locale = DEFAULT_LOCALE,
  texts = {},
}: {
  token: string;
  locale?: Locale;
  texts?: FormTexts;
}) {
  const hydrated = useHydrated();
  const { tx, message } = textGetters(texts);
  const [role, setRole] = useState<SignInRole | null>(null);
  const form = useForm({
    schema: localizedSchema(resetPasswordFormSchema, texts),
    initial: { token, password: '', confirmPassword: '' },
    liveFields: ['password'],
    submit: ({ token: linkToken, password }) =>
      postJson<{ message: string; role: SignInRole }>('/api/auth/password-reset/confirm', {
        token: linkToken,
        password,
      }),
    successText: (body) => message(body.message),
    failureText: (failure) => message(failureText(failure)),
    resetOnSuccess: true,
    onSuccess: (body) => setRole(body.role),
  });
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={tx('forms.newPasswordLabel', 'Choose a new password')}
    >
      <fieldset className="account-form__fields" disabled={!hydrated || form.pending || role !== null}>
        <TextField
          label={tx('forms.newPassword', 'New password')}
          type="password"
          autoComplete="new-password"
          hint={tx('forms.passwordHint', 'At least 8 characters')}
          required
          {...form.field('password')}
        />
        <TextField
          label={tx('forms.newPasswordAgain', 'New password again')}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        <SubmitButton busy={form.pending}>{tx('forms.setNewPassword', 'Set new password')}</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
      {form.errors.token && (
        <p>
          <a href={localePath(locale, FORGOT_PASSWORD_PATH)}>
            {tx('forms.askNewLink', 'Ask for a new link')}
          </a>
        </p>
      )}
      {role && (
        <p>
          <a className="button button--primary" href={localePath(locale, SIGN_IN_PATHS[role])}>
            {tx('forms.signInAfterReset', 'Sign in')}
          </a>
        </p>
      )}
    </form>
  );
}
