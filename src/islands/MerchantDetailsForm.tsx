import { accountMessages, merchantDetailsSchema } from '../../functions/contract/accounts.ts';
import { postJson } from '../lib/api.ts';
import { FormStatus, SubmitButton } from './forms/fields.tsx';
import { MerchantFields } from './forms/MerchantFields.tsx';
import { navigateSoon } from './forms/navigate.ts';
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
  const form = useForm({
    schema: merchantDetailsSchema,
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
    successText: accountMessages.merchantDetailsSucceeded,
    failureText: accountMessages.merchantDetailsFailed,
    onSuccess: () => navigateSoon('/merchant/dashboard'),
    leavesPage: true,
  });

  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit} aria-label="Merchant details">
      <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
        <MerchantFields field={form.field} />
        <SubmitButton busy={form.pending}>Submit details</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}
