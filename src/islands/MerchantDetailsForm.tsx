import type { SubmitEvent } from 'react';
import { accountMessages, merchantDetailsSchema } from '../../functions/contract/accounts.ts';
import { FormStatus, SubmitButton, TextField } from './forms/fields.tsx';
import { NetworkError, navigateSoon, postJson } from './forms/post-json.ts';
import { useForm } from './forms/use-form.ts';
import { useHydrated } from './forms/use-hydrated.ts';
import './forms/forms.css';

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
        <TextField
          label="Merchant name"
          autoComplete="organization"
          required
          {...form.field('merchantName')}
        />
        <TextField label="Brand name" {...form.field('brandName')} />
        <TextField label="Industry" {...form.field('industry')} />
        <TextField
          label="Category"
          hint="For example Fashion, Electronics, Food or Travel"
          required
          {...form.field('category')}
        />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          hint="10 digits, without +91"
          required
          {...form.field('mobile')}
        />
        <TextField label="Address" autoComplete="street-address" {...form.field('address')} />
        <TextField
          label="Website URL"
          type="url"
          inputMode="url"
          autoComplete="url"
          hint="Optional, for example mystore.in"
          {...form.field('merchatSiteUrl')}
        />
        <SubmitButton busy={form.submitting}>Submit details</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}
