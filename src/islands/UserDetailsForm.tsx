import { accountMessages, userDetailsSchema } from '../../functions/contract/accounts.ts';
import { DEFAULT_LOCALE, localePath, type Locale } from '../../functions/contract/i18n/locales.ts';
import { postJson } from '../lib/api.ts';
import { FormStatus, SubmitButton, MobileField, TextField } from './forms/fields.tsx';
import { navigateSoon } from './forms/navigate.ts';
import { FormLanguage, localizedSchema, textGetters, type FormTexts } from './forms/texts.tsx';
import { useForm } from './forms/use-form.ts';
import { useHydrated } from './forms/use-hydrated.ts';

/**
 * The user-details form of a signed-in user without a user record (e.g. after a first Google sign-in).
 * On success the dashboard opens (spec section 4).
 */
export default function UserDetailsForm({
  email = '',
  locale = DEFAULT_LOCALE,
  texts = {},
}: {
  email?: string;
  locale?: Locale;
  texts?: FormTexts;
}) {
  const hydrated = useHydrated();
  const { tx, message } = textGetters(texts);
  const form = useForm({
    schema: localizedSchema(userDetailsSchema, texts),
    initial: { email, mobileNumber: '', address: '' },
    submit: (data) => postJson<{ message?: string }>('/api/UserDetail1/register', data),
    successText: (body) => message(body.message ?? accountMessages.userDetailsSaved),
    failureText: (failure) =>
      message(
        failure
          ? (failure.message ?? accountMessages.registrationFailed)
          : accountMessages.signupNoConnection,
      ),
    onSuccess: () => navigateSoon(localePath(locale, '/user/dashboard')),
    leavesPage: true,
  });

  return (
    <FormLanguage locale={locale} texts={texts}>
      <form
        className="account-form"
        noValidate
        onSubmit={form.onSubmit}
        aria-label={tx('forms.yourDetailsLabel', 'Your details')}
      >
        <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
          <TextField
            label={tx('forms.email', 'Email')}
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <MobileField {...form.field('mobileNumber')} />
          <TextField
            label={tx('forms.address', 'Address')}
            autoComplete="street-address"
            {...form.field('address')}
          />
          <SubmitButton busy={form.pending}>{tx('forms.saveDetails', 'Save details')}</SubmitButton>
        </fieldset>
        <FormStatus status={form.status} />
      </form>
    </FormLanguage>
  );
}
