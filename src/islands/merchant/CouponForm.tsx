import { useRef, useState } from 'react';
import { todayInIndia } from '../../../functions/contract/india-time.ts';
import { paiseToRupeesText } from '../../../functions/contract/money.ts';
import type { MerchantCoupon } from '../../../functions/contract/merchant.ts';
import {
  COUPON_CATEGORIES,
  COUPON_IMAGE_FIELD,
  couponLanguageOf,
  couponMessages,
  DEFAULT_SLOT_KIND,
  OFFER_LANGUAGES,
  SLOT_KINDS,
  type CouponFormText,
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
import { toFormData, upload } from '../../lib/api.ts';
import { FileField, SelectField, TextAreaField } from '../forms/more-fields.tsx';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { CouponSlotMap } from './CouponSlotMap.tsx';
import {
  couponEditMessages,
  couponFormHints,
  type DiscountKind,
} from '../../../functions/contract/coupon-edits.ts';
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

const CATEGORY_OPTIONS = COUPON_CATEGORIES.map((name) => ({ value: name, label: name }));
const LANGUAGE_OPTIONS = Object.entries(OFFER_LANGUAGES).map(([value, label]) => ({ value, label }));
const SLOT_KIND_OPTIONS = Object.entries(SLOT_KINDS).map(([value, label]) => ({ value, label }));

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
}: {
  /** The coupon to edit; none for a new one. */
  coupon?: MerchantCoupon;
  hydrated: boolean;
  onSaved?: () => void;
  label: string;
}) {
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
      ? couponEditMessages.sentForApproval
      : editing
        ? couponMessages.updated
        : couponMessages.added,
    failureText: editing ? couponMessages.updateFailed : couponMessages.uploadFailed,
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

  const busy = form.pending;
  const today = todayInIndia();
  return (
    <form className="coupon-form" noValidate onSubmit={form.onSubmit} aria-label={label}>
      {editing && (
        <p className="coupon-form__note" role="note">
          {live ? couponEditMessages.liveNote : couponEditMessages.inPlaceNote}
        </p>
      )}
      <fieldset className="account-form__fields coupon-form__fields" disabled={!hydrated || busy}>
        <TextField
          label="Coupon name"
          required
          maxLength={COUPON_TEXT_LIMITS.couponName}
          hint={couponFormHints.couponName}
          {...form.field('couponName')}
        />
        <TextField
          label="Coupon code"
          required
          autoComplete="off"
          maxLength={COUPON_TEXT_LIMITS.couponCode}
          hint="Letters, digits, dash or underscore"
          {...form.field('couponCode')}
        />
        <ExpiryDateField
          value={form.values.expiryDate}
          onType={typeExpiry}
          onPick={(value) => form.set('expiryDate', value)}
          error={form.errors.expiryDate}
          today={today}
        />
        <TextAreaField
          label="Terms and conditions"
          name="termsAndConditions"
          required
          maxLength={COUPON_TEXT_LIMITS.termsAndConditions}
          value={form.values.termsAndConditions}
          onChange={(value) => form.set('termsAndConditions', value)}
          error={form.errors.termsAndConditions}
        />
        <FileField
          label={editing ? 'Ad image (leave empty to keep the current one)' : 'Ad image'}
          name={COUPON_IMAGE_FIELD}
          accept={acceptFor('couponAd')}
          ref={fileInput}
          required={!editing}
          hint={couponMessages.imageHint}
          onChange={(file) => form.set('adPost', file)}
          error={form.errors.adPost}
        />
        <TextField
          label="Title"
          required
          maxLength={COUPON_TEXT_LIMITS.title}
          hint={couponFormHints.title}
          {...form.field('title')}
          onChange={(value) => typeText('title', value)}
        />
        <TextAreaField
          label="Description"
          name="description"
          required
          maxLength={COUPON_TEXT_LIMITS.description}
          value={form.values.description}
          onChange={(value) => typeText('description', value)}
          error={form.errors.description}
        />
        <DiscountFields
          kind={form.values.discountKind}
          onKind={(kind) => form.set('discountKind', kind)}
          percentage={form.field('percentage')}
          discountValue={form.field('discountValue')}
          kindError={form.errors.discountKind}
        />
        <div className="coupon-form__pair">
          <TextField
            label="Requested slot id"
            required
            inputMode="numeric"
            maxLength={2}
            hint="A slot from 1 to 24"
            {...form.field('requestedSlotId')}
          />
          <SelectField
            label="Slot request"
            name="slotKind"
            placeholder="Choose free or premium"
            options={SLOT_KIND_OPTIONS}
            required
            value={form.values.slotKind}
            onChange={(value) => form.set('slotKind', value)}
            error={form.errors.slotKind}
          />
        </div>
        <CouponSlotMap
          requested={form.values.requestedSlotId}
          slotKind={form.values.slotKind}
          couponId={coupon?.id}
          onChoose={(position) => form.set('requestedSlotId', position)}
        />
        <div className="coupon-form__pair">
          <SelectField
            label="Category"
            name="category"
            placeholder="Choose a category"
            options={CATEGORY_OPTIONS}
            required
            value={form.values.category}
            onChange={(value) => form.set('category', value)}
            error={form.errors.category}
          />
          <SelectField
            label="Language"
            name="language"
            placeholder="Choose a language"
            options={LANGUAGE_OPTIONS}
            required
            hint={languagePicked ? undefined : couponMessages.languageFromText}
            value={form.values.language}
            onChange={(value) => {
              setLanguagePicked(true);
              form.set('language', value);
            }}
            error={form.errors.language}
          />
        </div>
        <TextField
          label="Merchant URL"
          type="url"
          required
          autoComplete="url"
          maxLength={URL_MAX_LENGTH}
          hint="https:// is added when left out."
          {...form.field('merchantURL')}
        />
        <SubmitButton busy={busy}>
          {busy ? 'Uploading…' : editing ? 'Save changes' : 'Add coupon'}
        </SubmitButton>
        {busy && (
          <div className="coupon-form__progress">
            <progress max={100} value={form.progress ?? 0} aria-label="Upload progress" />
            <span>Uploading… {form.progress ?? 0}%</span>
          </div>
        )}
      </fieldset>
      <FormStatus status={form.status} />
    </form>
  );
}
