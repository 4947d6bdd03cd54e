import { accountMessages, merchantDetailsSchema } from '../../functions/contract/accounts.ts';
import { DEFAULT_LOCALE, localePath, type Locale } from '../../functions/contract/i18n/locales.ts';
import { postJson } from '../lib/api.ts';
import { FormStatus, SubmitButton } from './forms/fields.tsx';
import { MerchantFields } from './forms/MerchantFields.tsx';
import { navigateSoon } from './forms/navigate.ts';
import { FormLanguage, localizedSchema, textGetters, type FormTexts } from './forms/texts.tsx';
import { useForm } from './forms/use-form.ts';
import { useHydrated } from './forms/use-hydrated.ts';

/**
 * The merchant-details form of a signed-in merchant account without a merchant record (spec sections 4,
 * 5, 8): on success the text, then the dashboard opens.
 */
export default function MerchantDetailsForm({
  email = '',
  merchantName = '',
  locale = DEFAULT_LOCALE,
  texts = {},
}: {
  email?: string;
  merchantName?: string;
  locale?: Locale;
  texts?: FormTexts;
}) {
  const hydrated = useHydrated();
  const { tx, message } = textGetters(texts);
  const form = useForm({
    schema: localizedSchema(merchantDetailsSchema, texts),
    initial: {
      merchantName,
      brandName: '',
      industry: '',
      category: '',
      email,
      mobile: '',
      address: '',
      merchatSiteUrl: '',
    },
    submit: (data) => postJson('/api/MerchantDetails', data),
    successText: message(accountMessages.merchantDetailsSucceeded),
    failureText: message(accountMessages.merchantDetailsFailed),
    onSuccess: () => navigateSoon(localePath(locale, '/merchant/dashboard')),
    leavesPage: true,
  });

  return (
    <FormLanguage locale={locale} texts={texts}>
      <form
        className="account-form"
        noValidate
        onSubmit={form.onSubmit}
        aria-label={tx('forms.merchantDetailsLabel', 'Merchant details')}
      >
        <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
          <MerchantFields field={form.field} />
          <SubmitButton busy={form.pending}>{tx('forms.submitDetails', 'Submit details')}</SubmitButton>
        </fieldset>
        <FormStatus status={form.status} />
      </form>
    </FormLanguage>
  );
}
