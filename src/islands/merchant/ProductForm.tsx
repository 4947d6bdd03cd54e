import { useRef } from 'react';
import { inLanguage } from '../../lib/in-language.ts';
import {
  checkProductText,
  PRODUCT_FIELDS,
  type MerchantProduct,
  type ProductSaved,
} from '../../../functions/contract/merchant-products.ts';
import { acceptFor, checkUploadFile, URL_MAX_LENGTH } from '../../../functions/contract/rules.ts';
import { toFormData, upload, type ApiResult } from '../../lib/api.ts';
import type { ProductTexts } from '../../lib/merchant-texts.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { FileField } from '../forms/more-fields.tsx';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';

type ProductValues = {
  productName: string;
  price: string;
  merchantUrl: string;
  image: File | null;
};

const EMPTY: ProductValues = { productName: '', price: '', merchantUrl: '', image: null };

/** The spec's failure marker: a reply whose message contains it is a failure, whatever its status. */
const DATA_IS_NULL = 'Data is Null';

function failsOnDataIsNull(result: ApiResult<ProductSaved>): ApiResult<ProductSaved> {
  if (result.ok && (typeof result.data?.message !== 'string' || result.data.message.includes(DATA_IS_NULL)))
    return { ok: false, status: result.status, message: null, fields: {} };
  return result;
}

/**
 * The Pick Your Products form (spec sections 3, 4, 5, 8): a new product (every field, image included,
 * 'Please fill all fields before submitting' and nothing sent otherwise), or an edit of one (the image
 * optional: the old one stays), which sends the product back for approval.
 */
export function ProductForm({
  merchantId,
  hydrated,
  editing,
  onSaved,
  onCancel,
  texts: T,
}: {
  merchantId: string;
  hydrated: boolean;
  editing?: MerchantProduct;
  onSaved: (product: MerchantProduct) => void;
  onCancel?: () => void;
  /** Labels, hints and messages in the page's language (issue 26). */
  texts: ProductTexts;
}) {
  const tr = (message: string | undefined) => inLanguage(T, message);
  const fileInput = useRef<HTMLInputElement>(null);
  const initial: ProductValues = editing
    ? {
        productName: editing.productName,
        price: String(editing.price),
        merchantUrl: editing.merchantURL,
        image: null,
      }
    : EMPTY;

  const schema = ruleSchema<ProductValues>((values) => {
    const text = checkProductText({ ...values, hasImage: editing !== undefined || values.image !== null });
    if (text.image || text.productName || text.price || text.merchantUrl) return text;
    return {
      image: values.image
        ? (checkUploadFile({ size: values.image.size, type: values.image.type || null }, 'product') ??
          undefined)
        : undefined,
    };
  });

  const form = useForm({
    schema,
    initial,
    statusOnInvalid: true,
    submit: async (values, { onProgress }) => {
      const body = toFormData({
        [PRODUCT_FIELDS.name]: values.productName.trim(),
        [PRODUCT_FIELDS.price]: values.price.trim(),
        [PRODUCT_FIELDS.url]: values.merchantUrl.trim(),
        [PRODUCT_FIELDS.image]: values.image,
        [PRODUCT_FIELDS.merchantId]: merchantId,
        // The spec's upload sends these as '0'; the server stores none.
        ...(editing ? {} : { RejectionReason: '0', AdvisedChanges: '0' }),
      });
      const result = editing
        ? await upload<ProductSaved>(`/api/merchant/products/${editing.id}`, body, onProgress, 'PUT')
        : await upload<ProductSaved>('/api/MerchantDetails/upload-MerchantProduct', body, onProgress);
      return failsOnDataIsNull(result);
    },
    successText: editing ? T['merchant.products.msgUpdated'] : T['merchant.products.msgUploaded'],
    failureText: (failure) =>
      editing
        ? (failure?.message ?? T['merchant.products.msgUpdateFailed'])
        : T['merchant.products.msgUploadFailed'],
    serverFields: {
      [PRODUCT_FIELDS.name]: 'productName',
      [PRODUCT_FIELDS.price]: 'price',
      [PRODUCT_FIELDS.url]: 'merchantUrl',
      [PRODUCT_FIELDS.image]: 'image',
    },
    resetOnSuccess: !editing,
    onSuccess: (data) => {
      if (fileInput.current) fileInput.current.value = '';
      onSaved(data.product);
    },
  });

  const field = (name: 'productName' | 'price' | 'merchantUrl') => {
    const binding = form.field(name);
    return { ...binding, error: tr(binding.error) };
  };
  const status = form.status && { ...form.status, text: tr(form.status.text) ?? form.status.text };
  const busy = form.pending;
  const title = editing
    ? fill(T['merchant.products.editLabel'], { name: editing.productName })
    : T['merchant.products.uploadHeading'];
  return (
    <form className="product-form" noValidate onSubmit={form.onSubmit} aria-label={title}>
      <fieldset className="account-form__fields" disabled={!hydrated || busy}>
        <TextField label={T['merchant.products.name']} required maxLength={200} {...field('productName')} />
        <TextField
          label={T['merchant.products.price']}
          inputMode="decimal"
          required
          maxLength={14}
          hint={T['merchant.products.priceHint']}
          {...field('price')}
        />
        <TextField
          label={T['merchant.products.url']}
          type="url"
          autoComplete="url"
          required
          maxLength={URL_MAX_LENGTH}
          hint={T['merchant.products.urlHint']}
          {...field('merchantUrl')}
        />
        <FileField
          label={editing ? T['merchant.products.newImage'] : T['merchant.products.image']}
          name={PRODUCT_FIELDS.image}
          accept={acceptFor('product')}
          ref={fileInput}
          required={!editing}
          onChange={(file) => form.set('image', file)}
          hint={editing ? T['merchant.products.newImageHint'] : T['merchant.products.imageHint']}
          error={tr(form.errors.image)}
        />
        {editing && <p className="field__hint">{T['merchant.products.backForApproval']}</p>}
        <div className="product-form__actions">
          <SubmitButton busy={busy}>
            {busy
              ? T['merchant.products.saving']
              : editing
                ? T['merchant.form.save']
                : T['merchant.products.upload']}
          </SubmitButton>
          {onCancel && (
            <button type="button" className="button button--block" onClick={onCancel}>
              {T['merchant.products.cancel']}
            </button>
          )}
        </div>
        {busy && form.progress !== null && (
          <progress max={100} value={form.progress} aria-label={T['merchant.form.progress']} />
        )}
      </fieldset>
      <FormStatus status={status} />
    </form>
  );
}
