import { useRef, useState } from 'react';
import { inLanguage } from '../../lib/in-language.ts';
import { todayInIndia } from '../../../functions/contract/india-time.ts';
import { paiseToRupeesText } from '../../../functions/contract/money.ts';
import type { MerchantCoupon } from '../../../functions/contract/merchant.ts';
import {
  COUPON_CATEGORIES,
  COUPON_IMAGE_FIELD,
  couponLanguageOf,
  DEFAULT_SLOT_KIND,
  type CouponCategory,
  type CouponFormText,
  type OfferLanguage,
  type SlotKind,
  type SavedCoupon,
} from '../../../functions/contract/merchant-coupons.ts';
import {
  acceptFor,
  checkCouponForm,
  checkCouponImage,
  COUPON_TEXT_LIMITS,
  expiryTypingMessage,
  URL_MAX_LENGTH,
} from '../../../functions/contract/rules.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { toFormData, upload } from '../../lib/api.ts';
import type { CouponFormTexts } from '../../lib/merchant-texts.ts';
import { FileField, SelectField, TextAreaField } from '../forms/more-fields.tsx';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { CouponSlotMap } from './CouponSlotMap.tsx';
import type { DiscountKind } from '../../../functions/contract/coupon-edits.ts';
import { DiscountFields } from './DiscountFields.tsx';
import { ExpiryDateField } from './ExpiryDateField.tsx';

/** The form's values: the text fields as typed, and the chosen image (a mapped type, so useForm sees each key). */
type CouponValues = { [K in keyof CouponFormText]: string } & { adPost: File | null };

const EMPTY: CouponValues = {
  couponName: '',
  couponCode: '',
  expiryDate: '',
  termsAndConditions: '',
  title: '',
  description: '',
  percentage: '',
  discountValue: '',
  discountKind: 'percentage',
  requestedSlotId: '',
  // Preselected as the server takes a coupon sent without them (issue 20 item 8): a free request, and
  // the language read from the title and description as they are typed.
  slotKind: DEFAULT_SLOT_KIND,
  category: '',
  language: couponLanguageOf({ title: '', description: '' }),
  merchantURL: '',
  adPost: null,
};

/**
 * An existing coupon as the edit form's starting values (the image stays unless another is chosen):
 * the edit waiting for the admin, if any (issue 24 item 4), else the coupon as it is.
 */
function valuesOf(coupon: MerchantCoupon): CouponValues {
  const fields = coupon.pendingEdit?.values ?? coupon;
  const kind: DiscountKind =
    fields.discountKind ??
    (fields.percentage === null && fields.discountValuePaise !== null ? 'flat' : 'percentage');
  return {
    couponName: fields.couponName,
    couponCode: fields.couponCode,
    expiryDate: fields.expiryDate,
    termsAndConditions: fields.termsAndConditions,
    title: fields.title,
    description: fields.description,
    percentage: fields.percentage === null ? '' : String(fields.percentage),
    discountValue: fields.discountValuePaise === null ? '' : paiseToRupeesText(fields.discountValuePaise),
    discountKind: kind,
    requestedSlotId: String(coupon.requestedSlotId),
    slotKind: coupon.slotKind,
    category: fields.category,
    language: fields.language,
    merchantURL: fields.merchantUrl,
    adPost: null,
  };
}

/**
 * The spec's two amount fields as sent (issue 24 item 5): the one the chosen kind does not ask for
 * goes as 0, so the spec's "every field" payload stays whole; discountKind says which one was given.
 */
function amountsToSend(text: { percentage: string; discountValue: string; discountKind: string }) {
  if (text.discountKind === 'flat') return { percentage: '0' };
  return text.discountValue.trim() ? {} : { discountValue: '0' };
}

/** Each category's name in the page's language (the value sent stays the English name). */
export function categoryLabels(texts: CouponFormTexts): Record<CouponCategory, string> {
  return {
    Beauty: texts['merchant.category.beauty'],
    Education: texts['merchant.category.education'],
    Electronics: texts['merchant.category.electronics'],
    Fashion: texts['merchant.category.fashion'],
    'Food & Dining': texts['merchant.category.food'],
    Grocery: texts['merchant.category.grocery'],
    'Health & Pharmacy': texts['merchant.category.health'],
    'Home & Kitchen': texts['merchant.category.home'],
    'Mobiles & Recharge': texts['merchant.category.mobiles'],
    Travel: texts['merchant.category.travel'],
    Other: texts['merchant.category.other'],
  };
}
export function languageLabels(texts: CouponFormTexts): Record<OfferLanguage, string> {
  return {
    en: texts['merchant.form.langEnglish'],
    hi: texts['merchant.form.langHindi'],
    te: texts['merchant.form.langTelugu'],
  };
}
export function slotKindLabels(texts: CouponFormTexts): Record<SlotKind, string> {
  return { free: texts['merchant.form.slotFree'], premium: texts['merchant.form.slotPremium'] };
}
const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * The coupon form (spec sections 3, 5 and 8; issue #10): a new coupon, or an edit of one under My
 * Offers. Every rule of rules.ts checkCouponForm runs before anything is sent, the same the server runs
 * again; the expiry date is typed (yyyy/mm/dd or yyyy-mm-dd), with 'Invalid date entered' as soon as
 * the typed date cannot exist, or picked from a calendar; the discount is a percentage or a flat amount
 * (issue 24 item 5). Editing a live coupon sends the changes for approval while it stays live (item 4). A new coupon starts as a free request, in the language its title and
 * description are written in, followed as they are typed until the merchant picks a language.
 */
export function CouponForm({
  coupon,
  hydrated,
  onSaved,
  label,
  texts,
}: {
  /** The coupon to edit; none for a new one. */
  coupon?: MerchantCoupon;
  hydrated: boolean;
  onSaved?: () => void;
  label: string;
  /** Labels, hints and messages in the page's language (issue 26). */
  texts: CouponFormTexts;
}) {
  const T = texts;
  /** A rule's English message in the page's language. */
  const tr = (message: string | undefined) => inLanguage(T, message);
  const editing = coupon !== undefined;
  // A live coupon stays on the site as it is until the admin approves the edit (issue 24 item 4).
  const live = coupon !== undefined && coupon.status === 'approved' && !coupon.expired;
  const fileInput = useRef<HTMLInputElement>(null);
  // An edit keeps the coupon's language; a new coupon follows its text until a language is picked.
  const [languagePicked, setLanguagePicked] = useState(editing);
  const schema = ruleSchema<CouponValues>((values) => ({
    ...checkCouponForm(values, todayInIndia()),
    [COUPON_IMAGE_FIELD]: checkCouponImage(
      values.adPost ? { size: values.adPost.size, type: values.adPost.type || null } : null,
      !editing,
    ),
  }));

  const form = useForm({
    schema,
    initial: coupon ? valuesOf(coupon) : EMPTY,
    submit: ({ adPost, ...text }, { onProgress }) => {
      const body = toFormData({ ...text, ...amountsToSend(text), [COUPON_IMAGE_FIELD]: adPost });
      return editing
        ? upload<SavedCoupon>(`/api/merchant/coupons/${coupon.id}`, body, onProgress, 'PUT')
        : upload<SavedCoupon>('/api/MerchantDetails/coupons/upload', body, onProgress);
    },
    successText: live
      ? T['merchant.msg.sentForApproval']
      : editing
        ? T['merchant.msg.updated']
        : T['merchant.msg.added'],
    failureText: editing ? T['merchant.msg.updateFailed'] : T['merchant.msg.uploadFailed'],
    resetOnSuccess: !editing,
    onSuccess: () => {
      if (fileInput.current) fileInput.current.value = '';
      if (!editing) setLanguagePicked(false);
      onSaved?.();
    },
  });

  // The spec's message while typing: shown as soon as the typed date cannot exist.
  const typeExpiry = (value: string) => {
    form.set('expiryDate', value);
    const typing = expiryTypingMessage(value);
    if (typing) form.showErrors({ expiryDate: typing });
  };

  // Typing the title or description rereads the language, unless the merchant picked one.
  const typeText = (name: 'title' | 'description', value: string) => {
    form.set(name, value);
    if (!languagePicked) form.set('language', couponLanguageOf({ ...form.values, [name]: value }));
  };

  const field = (name: keyof CouponFormText) => {
    const binding = form.field(name);
    return { ...binding, error: tr(binding.error) };
  };
  const busy = form.pending;
  const today = todayInIndia();
  return (
    <form className="coupon-form" noValidate onSubmit={form.onSubmit} aria-label={label}>
      {editing && (
        <p className="coupon-form__note" role="note">
          {live ? T['merchant.form.liveNote'] : T['merchant.form.inPlaceNote']}
        </p>
      )}
      <fieldset className="account-form__fields coupon-form__fields" disabled={!hydrated || busy}>
        <TextField
          label={T['merchant.form.couponName']}
          required
          maxLength={COUPON_TEXT_LIMITS.couponName}
          hint={T['merchant.form.couponNameHint']}
          {...field('couponName')}
        />
        <TextField
          label={T['merchant.form.couponCode']}
          required
          autoComplete="off"
          maxLength={COUPON_TEXT_LIMITS.couponCode}
          hint={T['merchant.form.couponCodeHint']}
          {...field('couponCode')}
        />
        <ExpiryDateField
          value={form.values.expiryDate}
          onType={typeExpiry}
          onPick={(value) => form.set('expiryDate', value)}
          error={tr(form.errors.expiryDate)}
          today={today}
          texts={T}
        />
        <TextAreaField
          label={T['merchant.form.terms']}
          name="termsAndConditions"
          required
          maxLength={COUPON_TEXT_LIMITS.termsAndConditions}
          value={form.values.termsAndConditions}
          onChange={(value) => form.set('termsAndConditions', value)}
          error={tr(form.errors.termsAndConditions)}
        />
        <FileField
          label={editing ? T['merchant.form.adImageKeep'] : T['merchant.form.adImage']}
          name={COUPON_IMAGE_FIELD}
          accept={acceptFor('couponAd')}
          ref={fileInput}
          required={!editing}
          hint={T['merchant.form.imageHint']}
          onChange={(file) => form.set('adPost', file)}
          error={tr(form.errors.adPost)}
        />
        <TextField
          label={T['merchant.form.title']}
          required
          maxLength={COUPON_TEXT_LIMITS.title}
          hint={T['merchant.form.titleHint']}
          {...field('title')}
          onChange={(value) => typeText('title', value)}
        />
        <TextAreaField
          label={T['merchant.form.description']}
          name="description"
          required
          maxLength={COUPON_TEXT_LIMITS.description}
          value={form.values.description}
          onChange={(value) => typeText('description', value)}
          error={tr(form.errors.description)}
        />
        <DiscountFields
          kind={form.values.discountKind}
          onKind={(kind) => form.set('discountKind', kind)}
          percentage={field('percentage')}
          discountValue={field('discountValue')}
          kindError={tr(form.errors.discountKind)}
          texts={T}
        />
        <div className="coupon-form__pair">
          <TextField
            label={T['merchant.form.slotId']}
            required
            inputMode="numeric"
            maxLength={2}
            hint={T['merchant.form.slotIdHint']}
            {...field('requestedSlotId')}
          />
          <SelectField
            label={T['merchant.form.slotKind']}
            name="slotKind"
            placeholder={T['merchant.form.slotKindPlaceholder']}
            options={optionsOf(slotKindLabels(T))}
            required
            value={form.values.slotKind}
            onChange={(value) => form.set('slotKind', value)}
            error={tr(form.errors.slotKind)}
          />
        </div>
        <CouponSlotMap
          requested={form.values.requestedSlotId}
          slotKind={form.values.slotKind}
          couponId={coupon?.id}
          onChoose={(position) => form.set('requestedSlotId', position)}
          texts={T.slotMap}
        />
        <div className="coupon-form__pair">
          <SelectField
            label={T['merchant.form.category']}
            name="category"
            placeholder={T['merchant.form.categoryPlaceholder']}
            options={COUPON_CATEGORIES.map((name) => ({ value: name, label: categoryLabels(T)[name] }))}
            required
            value={form.values.category}
            onChange={(value) => form.set('category', value)}
            error={tr(form.errors.category)}
          />
          <SelectField
            label={T['merchant.form.language']}
            name="language"
            placeholder={T['merchant.form.languagePlaceholder']}
            options={optionsOf(languageLabels(T))}
            required
            hint={languagePicked ? undefined : T['merchant.form.languageFromText']}
            value={form.values.language}
            onChange={(value) => {
              setLanguagePicked(true);
              form.set('language', value);
            }}
            error={tr(form.errors.language)}
          />
        </div>
        <TextField
          label={T['merchant.form.merchantUrl']}
          type="url"
          required
          autoComplete="url"
          maxLength={URL_MAX_LENGTH}
          hint={T['merchant.form.urlHint']}
          {...field('merchantURL')}
        />
        <SubmitButton busy={busy}>
          {busy ? T['merchant.form.uploading'] : editing ? T['merchant.form.save'] : T['merchant.form.add']}
        </SubmitButton>
        {busy && (
          <div className="coupon-form__progress">
            <progress max={100} value={form.progress ?? 0} aria-label={T['merchant.form.progress']} />
            <span>{fill(T['merchant.form.uploadingPercent'], { percent: form.progress ?? 0 })}</span>
          </div>
        )}
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}
