import { useRef } from 'react';
import {
  acceptFor,
  checkUploadFile,
  priceMessage,
  priceToPaise,
  SITE_TEXT_LIMITS,
  type UploadKind,
} from '../../../functions/contract/rules.ts';
import {
  siteCreationMessages,
  type MerchantCategory,
  type StoreDetails,
} from '../../../functions/contract/site-creation.ts';
import {
  catalogueMessages,
  parseStock,
  type MyCatalogueProduct,
} from '../../../functions/contract/catalogue.ts';
import { paiseToRupeesText } from '../../../functions/contract/money.ts';
import { postJson, toFormData, upload, type ApiFailure } from '../../lib/api.ts';
import { FileField, SelectField, TextAreaField } from '../forms/more-fields.tsx';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { fill, translatedSchema, type SiteTexts } from './site-texts.ts';

const messages = siteCreationMessages;

const required = (text: string) => (text.trim() ? undefined : messages.required);
const fileProblem = (file: File | null, kind: UploadKind) =>
  file ? (checkUploadFile({ size: file.size, type: file.type || null }, kind) ?? undefined) : undefined;

/** Clears file inputs after a success (their value cannot be set from state). */
function useFileInputs<K extends string>(names: readonly K[]) {
  const refs = useRef({} as Record<K, HTMLInputElement | null>);
  return {
    ref: (name: K) => (input: HTMLInputElement | null) => {
      refs.current[name] = input;
    },
    clear: () => names.forEach((name) => refs.current[name] && (refs.current[name]!.value = '')),
  };
}

// ---------------------------------------------------------------------------------------------------
// Upload Store Details

const STORE_IMAGES = ['MerchantLogo', 'LandingBanner', 'HeroBannerImage'] as const;

type StoreValues = {
  StoreName: string;
  StoreAddress: string;
  Tagline: string;
  AboutDescription: string;
  MerchantLogo: File | null;
  LandingBanner: File | null;
  HeroBannerImage: File | null;
};

const storeSchema = ruleSchema<StoreValues>((values) => ({
  StoreName: required(values.StoreName),
  MerchantLogo: fileProblem(values.MerchantLogo, 'storeImage'),
  LandingBanner: fileProblem(values.LandingBanner, 'storeImage'),
  HeroBannerImage: fileProblem(values.HeroBannerImage, 'storeImage'),
}));

/**
 * Upload Store Details (spec: Site creation): the storefront's name, address, tagline, about text and
 * three pictures, each replacing the saved one when chosen → 'Store details uploaded successfully!' /
 * 'Upload failed.'.
 */
export function StoreDetailsForm(props: {
  saved: StoreDetails | null;
  hydrated: boolean;
  onSaved: (store: StoreDetails) => void;
  texts: SiteTexts;
}) {
  const { texts } = props;
  const files = useFileInputs(STORE_IMAGES);
  const form = useForm<StoreValues, StoreValues, { store: StoreDetails }>({
    schema: translatedSchema(storeSchema, texts),
    initial: {
      StoreName: props.saved?.storeName ?? '',
      StoreAddress: props.saved?.storeAddress ?? '',
      Tagline: props.saved?.tagline ?? '',
      AboutDescription: props.saved?.aboutDescription ?? '',
      MerchantLogo: null,
      LandingBanner: null,
      HeroBannerImage: null,
    },
    submit: (data, { onProgress }) =>
      upload(
        '/api/MerchantPage/SaveMerchantStore',
        toFormData({
          ...data,
          StoreName: data.StoreName.trim(),
          StoreAddress: data.StoreAddress.trim(),
          Tagline: data.Tagline.trim(),
          AboutDescription: data.AboutDescription.trim(),
        }),
        onProgress,
      ),
    successText: texts['merchantSite.msg.storeSaved'],
    failureText: texts['merchantSite.msg.uploadFailed'],
    onSuccess: (answer) => {
      files.clear();
      for (const name of STORE_IMAGES) form.set(name, null);
      props.onSaved(answer.store);
    },
  });
  const current = {
    MerchantLogo: props.saved?.merchantLogo,
    LandingBanner: props.saved?.landingBanner,
    HeroBannerImage: props.saved?.heroBannerImage,
  };
  const labels = {
    MerchantLogo: texts['merchantSite.form.logo'],
    LandingBanner: texts['merchantSite.form.landingBanner'],
    HeroBannerImage: texts['merchantSite.form.heroBanner'],
  };
  const currentAlts = {
    MerchantLogo: texts['merchantSite.form.currentLogo'],
    LandingBanner: texts['merchantSite.form.currentLandingBanner'],
    HeroBannerImage: texts['merchantSite.form.currentHeroBanner'],
  };
  const imageHint = texts['merchantSite.form.imageHint'];
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={texts['merchantSite.form.storeDetails']}
    >
      <fieldset className="account-form__fields" disabled={!props.hydrated || form.pending}>
        <TextField
          label={texts['merchantSite.form.storeName']}
          autoComplete="organization"
          maxLength={SITE_TEXT_LIMITS.storeName}
          required
          {...form.field('StoreName')}
        />
        <TextAreaField
          label={texts['merchantSite.form.storeAddress']}
          maxLength={SITE_TEXT_LIMITS.storeAddress}
          {...form.field('StoreAddress')}
        />
        <TextField
          label={texts['merchantSite.form.tagline']}
          maxLength={SITE_TEXT_LIMITS.tagline}
          {...form.field('Tagline')}
        />
        <TextAreaField
          label={texts['merchantSite.form.about']}
          maxLength={SITE_TEXT_LIMITS.aboutDescription}
          {...form.field('AboutDescription')}
        />
        {STORE_IMAGES.map((name) => (
          <div key={name} className="site-creation__image">
            {current[name] && (
              <img
                src={current[name].url}
                alt={currentAlts[name]}
                width={current[name].width ?? undefined}
                height={current[name].height ?? undefined}
                loading="lazy"
              />
            )}
            <FileField
              label={labels[name]}
              name={name}
              accept={acceptFor('storeImage')}
              ref={files.ref(name)}
              hint={current[name] ? `${imageHint} ${texts['merchantSite.form.replacePicture']}` : imageHint}
              onChange={(file) => form.set(name, file)}
              error={form.errors[name]}
            />
          </div>
        ))}
        <SubmitButton busy={form.pending}>
          {form.pending
            ? fill(texts['merchant.form.uploadingPercent'], { percent: form.progress ?? 0 })
            : texts['merchantSite.form.saveStore']}
        </SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------
// Add Categories

type CategoryValues = {
  categoryName: string;
  description: string;
};

const categorySchema = ruleSchema<CategoryValues>(
  (values) => ({ categoryName: required(values.categoryName) }),
  (values) => ({ categoryName: values.categoryName.trim(), description: values.description.trim() }),
);

/** Add Categories (spec: Site creation) → 'Collection uploaded successfully!' / 'Upload failed.'. */
export function CategoryForm(props: {
  hydrated: boolean;
  onSaved: (category: MerchantCategory) => void;
  texts: SiteTexts;
}) {
  const { texts } = props;
  const form = useForm({
    schema: translatedSchema(categorySchema, texts),
    initial: { categoryName: '', description: '' },
    submit: (data) => postJson<{ category: MerchantCategory }>('/api/MerchantCategories', data),
    successText: texts['merchantSite.msg.collectionSaved'],
    failureText: texts['merchantSite.msg.uploadFailed'],
    resetOnSuccess: true,
    onSuccess: (answer) => props.onSaved(answer.category),
  });
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={texts['merchantSite.form.addCategoryLabel']}
    >
      <fieldset className="account-form__fields" disabled={!props.hydrated || form.pending}>
        <TextField
          label={texts['merchantSite.form.categoryName']}
          maxLength={SITE_TEXT_LIMITS.categoryName}
          required
          {...form.field('categoryName')}
        />
        <TextAreaField
          label={texts['merchant.form.description']}
          maxLength={SITE_TEXT_LIMITS.categoryDescription}
          {...form.field('description')}
        />
        <SubmitButton busy={form.pending}>{texts['merchantSite.form.addCategory']}</SubmitButton>
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------
// Add New Products

type ProductValues = {
  Brand: string;
  Price: string;
  Mrp: string;
  /** '' is not counted. */
  Stock: string;
  CategoryId: string;
  ProductName: string;
  Description: string;
  /** One photo: the server makes the small, medium and large sizes from it (sent as ImageSmall). */
  ImageSmall: File | null;
};

const productProblems = (values: ProductValues) => ({
  ProductName: required(values.ProductName),
  Brand: required(values.Brand),
  Price: !values.Price.trim()
    ? messages.required
    : priceToPaise(values.Price) === null
      ? priceMessage
      : undefined,
  Mrp: !values.Mrp.trim()
    ? undefined
    : priceToPaise(values.Mrp) === null
      ? catalogueMessages.mrpMessage
      : (priceToPaise(values.Price) ?? 0) > priceToPaise(values.Mrp)!
        ? catalogueMessages.mrpBelowPrice
        : undefined,
  Stock: parseStock(values.Stock) === undefined ? catalogueMessages.stockMessage : undefined,
  CategoryId: values.CategoryId ? undefined : messages.required,
  Description: required(values.Description),
  ImageSmall: values.ImageSmall ? fileProblem(values.ImageSmall, 'catalogueLarge') : messages.imageRequired,
});
const productSchema = ruleSchema<ProductValues>(productProblems);

/** An edit keeps the current photo when no new one is chosen. */
const editSchema = ruleSchema<ProductValues>((values) => ({
  ...productProblems(values),
  ImageSmall: values.ImageSmall ? fileProblem(values.ImageSmall, 'catalogueLarge') : undefined,
}));

/**
 * Add New Products (spec: Site creation): a catalogue product in one of the merchant's categories, with
 * one photo for the three sizes → 'Collection uploaded successfully!' / 'Upload failed. Check console
 * for details.' (the failure is logged, as the message says).
 */
export function CatalogueProductForm(props: {
  categories: Pick<MerchantCategory, 'id' | 'categoryName'>[];
  hydrated: boolean;
  /** Editing one of my products (PUT /api/merchantpage/products/{id}); adding one otherwise. */
  editing?: MyCatalogueProduct;
  onSaved?: (product: MyCatalogueProduct | null) => void;
  onCancel?: () => void;
  texts: SiteTexts;
}) {
  const { editing, texts } = props;
  const files = useFileInputs(['ImageSmall'] as const);
  const rupees = (paise: number | null) => (paise === null ? '' : paiseToRupeesText(paise));
  const form = useForm<ProductValues, ProductValues, { product?: MyCatalogueProduct }>({
    schema: translatedSchema(editing ? editSchema : productSchema, texts),
    initial: {
      Brand: editing?.brand ?? '',
      Price: editing ? rupees(editing.pricePaise) : '',
      Mrp: editing ? rupees(editing.mrpPaise) : '',
      Stock: editing?.stockCount == null ? '' : String(editing.stockCount),
      CategoryId: editing?.categoryId ?? '',
      ProductName: editing?.productName ?? '',
      Description: editing?.description ?? '',
      ImageSmall: null,
    },
    submit: (data, { onProgress }) =>
      upload(
        editing ? `/api/merchantpage/products/${editing.id}` : '/api/merchantpage/products/UploadFile',
        toFormData({
          ...data,
          Brand: data.Brand.trim(),
          Price: data.Price.trim(),
          Mrp: data.Mrp.trim(),
          Stock: data.Stock.trim(),
          ProductName: data.ProductName.trim(),
          Description: data.Description.trim(),
        }),
        onProgress,
        editing ? 'PUT' : 'POST',
      ),
    successText: editing ? texts['merchantSite.msg.productSaved'] : texts['merchantSite.msg.collectionSaved'],
    failureText: (failure: ApiFailure | null) => {
      console.error('Catalogue product upload failed:', failure ?? 'no response from the server');
      return (editing && failure?.message) || texts['merchantSite.msg.productFailed'];
    },
    serverFields: { ImageMedium: 'ImageSmall', ImageLarge: 'ImageSmall' },
    resetOnSuccess: !editing,
    onSuccess: (answer) => {
      files.clear();
      props.onSaved?.(answer.product ?? null);
    },
  });
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={
        editing
          ? fill(texts['merchantSite.form.editProduct'], { name: editing.productName })
          : texts['merchantSite.form.addProductLabel']
      }
    >
      <fieldset className="account-form__fields" disabled={!props.hydrated || form.pending}>
        <TextField
          label={texts['merchantSite.form.productName']}
          maxLength={SITE_TEXT_LIMITS.productName}
          required
          {...form.field('ProductName')}
        />
        <TextField
          label={texts['merchantSite.form.brand']}
          maxLength={SITE_TEXT_LIMITS.brand}
          required
          {...form.field('Brand')}
        />
        <TextField
          label={texts['merchantSite.form.price']}
          inputMode="decimal"
          hint={texts['merchantSite.form.priceHint']}
          maxLength={12}
          required
          {...form.field('Price')}
        />
        <TextField
          label={texts['merchantSite.form.mrp']}
          inputMode="decimal"
          hint={texts['merchantSite.form.mrpHint']}
          maxLength={12}
          {...form.field('Mrp')}
        />
        <TextField
          label={texts['merchantSite.form.stock']}
          inputMode="numeric"
          hint={texts['merchantSite.form.stockHint']}
          maxLength={9}
          {...form.field('Stock')}
        />
        <SelectField
          label={texts['merchant.form.category']}
          name="CategoryId"
          value={form.values.CategoryId}
          placeholder={
            props.categories.length
              ? texts['merchant.form.categoryPlaceholder']
              : texts['merchantSite.form.addCategoryFirst']
          }
          options={props.categories.map((category) => ({ value: category.id, label: category.categoryName }))}
          required
          onChange={(value) => form.set('CategoryId', value)}
          error={form.errors.CategoryId}
        />
        <TextAreaField
          label={texts['merchant.form.description']}
          maxLength={SITE_TEXT_LIMITS.productDescription}
          required
          {...form.field('Description')}
        />
        <FileField
          label={editing ? texts['merchantSite.form.newPhoto'] : texts['merchantSite.form.productPhoto']}
          name="ImageSmall"
          accept={acceptFor('catalogueLarge')}
          ref={files.ref('ImageSmall')}
          required={!editing}
          hint={
            editing
              ? `${texts['merchantSite.form.imageHint']} ${texts['merchantSite.form.replacePhoto']}`
              : `${texts['merchantSite.form.imageHint']} ${texts['merchantSite.form.onePhoto']}`
          }
          onChange={(file) => form.set('ImageSmall', file)}
          error={form.errors.ImageSmall}
        />
        <SubmitButton busy={form.pending}>
          {form.pending
            ? fill(texts['merchant.form.uploadingPercent'], { percent: form.progress ?? 0 })
            : editing
              ? texts['merchant.form.save']
              : texts['merchantSite.form.addProduct']}
        </SubmitButton>
        {props.onCancel && (
          <button type="button" className="button button--block" onClick={props.onCancel}>
            {texts['merchant.products.cancel']}
          </button>
        )}
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}
