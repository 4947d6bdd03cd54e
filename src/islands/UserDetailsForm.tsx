import { accountMessages, userDetailsSchema } from '../../functions/contract/accounts.ts';
import { postJson } from '../lib/api.ts';
import { FormStatus, SubmitButton, MobileField, TextField } from './forms/fields.tsx';
import { navigateSoon } from './forms/navigate.ts';
import { useForm } from './forms/use-form.ts';
import { useHydrated } from './forms/use-hydrated.ts';

/**
 * The user-details form of a signed-in user without a user record (e.g. after a first Google sign-in).
 * On success the dashboard opens (spec section 4).
 */
export default function UserDetailsForm({ email = '' }: { email?: string }) {
  const hydrated = useHydrated();
  const form = useForm({
    schema: userDetailsSchema,
    initial: { email, mobileNumber: '', address: '' },
    submit: (data) => postJson<{ message?: string }>('/api/UserDetail1/register', data),
    successText: (body) => body.message ?? accountMessages.userDetailsSaved,
    failureText: (failure) =>
      failure ? (failure.message ?? accountMessages.registrationFailed) : accountMessages.signupNoConnection,
    onSuccess: () => navigateSoon('/user/dashboard'),
    leavesPage: true,
  });

  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit} aria-label="Your details">
      <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <MobileField {...form.field('mobileNumber')} />
        <TextField label="Address" autoComplete="street-address" {...form.field('address')} />
        <SubmitButton busy={form.pending}>Save details</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}
