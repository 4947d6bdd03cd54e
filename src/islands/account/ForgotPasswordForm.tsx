import { passwordResetMessages } from '../../../functions/contract/account-email.ts';
import { passwordResetRequestSchema } from '../../../functions/contract/account-email-schemas.ts';
import { postJson, type ApiFailure } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { localizedSchema, textGetters, type FormTexts } from '../forms/texts.tsx';
import { useForm } from '../forms/use-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';

const failureText = (failure: ApiFailure | null) =>
  failure?.message && failure.status === 429 ? failure.message : passwordResetMessages.failed;

/** "Forgot password?": one email field; the answer is the same whether or not the address is known. */
export default function ForgotPasswordForm({ texts = {} }: { texts?: FormTexts }) {
  const hydrated = useHydrated();
  const { tx, message } = textGetters(texts);
  const form = useForm({
    schema: localizedSchema(passwordResetRequestSchema, texts),
    initial: { email: '' },
    submit: (data) => postJson<{ message: string }>('/api/auth/password-reset/request', data),
    successText: message(passwordResetMessages.requested),
    failureText: (failure) => message(failureText(failure)),
  });
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={tx('forms.resetLabel', 'Reset your password')}
    >
      <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
        <TextField
          label={tx('forms.email', 'Email')}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <SubmitButton busy={form.pending}>{tx('forms.sendResetLink', 'Send reset link')}</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}
