import type { SubmitEvent } from 'react';
import { accountMessages, merchantDetailsSchema } from '../../functions/contract/accounts.ts';
import { FormStatus, SubmitButton } from './forms/fields.tsx';
import { NetworkError, navigateSoon, postJson } from './forms/post-json.ts';
import { MerchantFields } from './forms/MerchantFields.tsx';
import { useForm } from './forms/use-form.ts';
import { useHydrated } from './forms/use-hydrated.ts';

/**
 * The merchant-details form of a signed-in merchant account without a merchant record (spec sections 4,
 * 5, 8): on success the text, then the dashboard opens.
 */
export default function MerchantDetailsForm({
  email = '',
  merchantName = '',
}: {
  email?: string;
  merchantName?: string;
}) {
  const hydrated = useHydrated();
  const form = useForm(merchantDetailsSchema, {
    merchantName,
    brandName: '',
    industry: '',
    category: '',
    email,
    mobile: '',
    address: '',
    merchatSiteUrl: '',
  });

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const data = form.validate();
    if (!data) return;
    form.setStatus(null);
    form.setSubmitting(true);
    try {
      const result = await postJson('/api/MerchantDetails', data);
      if (result.ok) {
        form.setStatus({ tone: 'success', text: accountMessages.merchantDetailsSucceeded });
        navigateSoon('/merchant/dashboard');
        return;
      }
      form.showServerErrors(result.fields);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
    }
    form.setStatus({ tone: 'error', text: accountMessages.merchantDetailsFailed });
    form.setSubmitting(false);
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="Merchant details">
      <fieldset className="account-form__fields" disabled={!hydrated || form.submitting}>
        <MerchantFields field={form.field} />
        <SubmitButton busy={form.submitting}>Submit details</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}
