import { MobileField, TextField, type FieldBinding } from './fields.tsx';
import { useFormLanguage } from './texts.tsx';

type MerchantFieldName =
  'merchantName' | 'brandName' | 'industry' | 'category' | 'email' | 'mobile' | 'address' | 'merchatSiteUrl';

interface Props {
  /** The form's `field` helper; any form whose fields include the merchant's details fits. */
  field: (name: MerchantFieldName) => FieldBinding;
}

/** The merchant's details (spec section 3), shared by merchant sign-up and the merchant-details form. */
export function MerchantFields({ field }: Props) {
  const { tx } = useFormLanguage();
  return (
    <>
      <TextField
        label={tx('forms.merchantName', 'Merchant name')}
        autoComplete="organization"
        required
        {...field('merchantName')}
      />
      <TextField label={tx('forms.brandName', 'Brand name')} {...field('brandName')} />
      <TextField label={tx('forms.industry', 'Industry')} {...field('industry')} />
      <TextField
        label={tx('forms.category', 'Category')}
        hint={tx('forms.categoryHint', 'For example Fashion, Electronics, Food or Travel')}
        required
        {...field('category')}
      />
      <TextField
        label={tx('forms.email', 'Email')}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <MobileField {...field('mobile')} />
      <TextField label={tx('forms.address', 'Address')} autoComplete="street-address" {...field('address')} />
      <TextField
        label={tx('forms.websiteUrl', 'Website URL')}
        type="url"
        inputMode="url"
        autoComplete="url"
        hint={tx('forms.websiteHint', 'Optional, for example mystore.in')}
        {...field('merchatSiteUrl')}
      />
    </>
  );
}
