import { MobileField, TextField, type FieldBinding } from './fields.tsx';

type MerchantFieldName =
  'merchantName' | 'brandName' | 'industry' | 'category' | 'email' | 'mobile' | 'address' | 'merchatSiteUrl';

interface Props {
  /** The form's `field` helper; any form whose fields include the merchant's details fits. */
  field: (name: MerchantFieldName) => FieldBinding;
}

/** The merchant's details (spec section 3), shared by merchant sign-up and the merchant-details form. */
export function MerchantFields({ field }: Props) {
  return (
    <>
      <TextField label="Merchant name" autoComplete="organization" required {...field('merchantName')} />
      <TextField label="Brand name" {...field('brandName')} />
      <TextField label="Industry" {...field('industry')} />
      <TextField
        label="Category"
        hint="For example Fashion, Electronics, Food or Travel"
        required
        {...field('category')}
      />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <MobileField {...field('mobile')} />
      <TextField label="Address" autoComplete="street-address" {...field('address')} />
      <TextField
        label="Website URL"
        type="url"
        inputMode="url"
        autoComplete="url"
        hint="Optional, for example mystore.in"
        {...field('merchatSiteUrl')}
      />
    </>
  );
}
