import type { SubmitEvent } from 'react';
import { accountMessages, adminLoginSchema } from '../../functions/contract/accounts.ts';
import { FormStatus, SubmitButton, TextField } from './forms/fields.tsx';
import { NetworkError, postJson } from './forms/post-json.ts';
import { useForm } from './forms/use-form.ts';
import { useHydrated } from './forms/use-hydrated.ts';

/** The admin dashboard's gate: checked by the server, which then signs the admin in; the page reloads. */
export default function AdminGateForm() {
  const hydrated = useHydrated();
  const form = useForm(adminLoginSchema, { name: '', password: '' });

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const data = form.validate();
    if (!data) return;
    form.setStatus(null);
    form.setSubmitting(true);
    try {
      const result = await postJson('/api/auth/admin-login', data);
      if (result.ok) {
        window.location.reload();
        return;
      }
      form.setStatus({
        tone: 'error',
        text: result.status === 429 && result.message ? result.message : accountMessages.adminInvalid,
      });
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      form.setStatus({ tone: 'error', text: accountMessages.adminInvalid });
    }
    form.setSubmitting(false);
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="Admin sign in">
      <fieldset className="account-form__fields" disabled={!hydrated || form.submitting}>
        <TextField label="Name" autoComplete="username" required {...form.field('name')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <SubmitButton busy={form.submitting}>Enter</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}
