import type { SubmitEvent } from 'react';
import { accountMessages, userDetailsSchema } from '../../functions/contract/accounts.ts';
import { FormStatus, SubmitButton, MobileField, TextField } from './forms/fields.tsx';
import { NetworkError, navigateSoon, postJson } from './forms/post-json.ts';
import { useForm } from './forms/use-form.ts';
import { useHydrated } from './forms/use-hydrated.ts';

/**
 * The user-details form of a signed-in user without a user record (e.g. after a first Google sign-in).
 * On success the dashboard opens (spec section 4).
 */
export default function UserDetailsForm({ email = '' }: { email?: string }) {
  const hydrated = useHydrated();
  const form = useForm(userDetailsSchema, { email, mobileNumber: '', address: '' });

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const data = form.validate();
    if (!data) return;
    form.setStatus(null);
    form.setSubmitting(true);
    try {
      const result = await postJson<{ message?: string }>('/api/UserDetail1/register', data);
      if (result.ok) {
        form.setStatus({ tone: 'success', text: result.data.message ?? 'Registration successful' });
        navigateSoon('/user/dashboard');
        return;
      }
      form.showServerErrors(result.fields);
      form.setStatus({ tone: 'error', text: result.message ?? accountMessages.registrationFailed });
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      form.setStatus({ tone: 'error', text: accountMessages.signupNoConnection });
    }
    form.setSubmitting(false);
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="Your details">
      <fieldset className="account-form__fields" disabled={!hydrated || form.submitting}>
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <MobileField {...form.field('mobileNumber')} />
        <TextField label="Address" autoComplete="street-address" {...form.field('address')} />
        <SubmitButton busy={form.submitting}>Save details</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}
