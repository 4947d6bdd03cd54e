import type { Context } from 'hono';
import { todayInIndia } from '../contract/india-time.ts';
import {
  COUPON_IMAGE_FIELD,
  COUPON_TEXT_FIELDS,
  couponLanguageOf,
  couponMessages,
  DEFAULT_SLOT_KIND,
  type CouponFormText,
  type CouponInput,
  type OfferLanguage,
  type SlotKind,
} from '../contract/merchant-coupons.ts';
import { checkCouponForm, offerAmounts, parseSlotId, readExpiryDate, withScheme } from '../contract/rules.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './http-error.ts';
import { readMultipart } from './read-upload.ts';

/** Field names a client might use to say which merchant a coupon is for; only the session says that. */
const MERCHANT_ID_FIELDS = ['merchantId', 'MerchantId', 'MerchantID', 'merchantID'];

/**
 * Reads a merchant's coupon form (multipart, the spec's Coupon fields): a merchant id naming anyone but
 * the signed-in merchant is 403; then every rule of rules.ts checkCouponForm, the same the island ran,
 * with the ad image (adPost) required when `imageRequired`. The spec's payload has no slot request,
 * language or category: a field left out (not one sent empty) is free, the language of the title and
 * description, the merchant's own category (issue 20 item 8). Any failure is a 400 with the form's
 * failure text and each field's message; nothing is stored. Returns the converted values and the
 * image's bytes (null when an edit keeps its image).
 */
export async function readCouponForm<E extends AppEnv>(
  c: Context<E>,
  options: {
    merchantId: string;
    imageRequired: boolean;
    failureText: string;
    /** The category of a form sent without one (the route asks the service: http/ runs no queries). */
    defaultCategory: () => Promise<string>;
  },
): Promise<{ input: CouponInput; image: { bytes: Uint8Array; field: string } | null }> {
  const form = await readMultipart(c);
  for (const name of MERCHANT_ID_FIELDS) {
    const claimed = form.text(name)?.trim();
    if (claimed && claimed !== options.merchantId) throw HttpError.forbidden(couponMessages.otherMerchant);
  }
  const values = Object.fromEntries(
    COUPON_TEXT_FIELDS.map((name) => [name, form.text(name) ?? '']),
  ) as unknown as CouponFormText;
  if (form.text('slotKind') === undefined) values.slotKind = DEFAULT_SLOT_KIND;
  if (form.text('language') === undefined) values.language = couponLanguageOf(values);
  if (form.text('category') === undefined) values.category = await options.defaultCategory();
  const fields: Record<string, string> = { ...checkCouponForm(values, todayInIndia()) };
  // A missing or empty file: required when creating, the coupon keeps its image when editing.
  const image = await form.file(COUPON_IMAGE_FIELD, couponMessages.required).catch((error: unknown) => {
    if (!(error instanceof HttpError)) throw error;
    if (options.imageRequired) fields[COUPON_IMAGE_FIELD] = couponMessages.required;
    return null;
  });
  if (Object.keys(fields).length > 0) throw HttpError.badInput(options.failureText, fields);

  const expiry = readExpiryDate(values.expiryDate);
  if ('problem' in expiry) throw new Error('checkCouponForm passed an expiry date readExpiryDate refuses');
  return {
    input: {
      couponName: values.couponName.trim(),
      couponCode: values.couponCode.trim(),
      expiryDate: expiry.iso,
      termsAndConditions: values.termsAndConditions.trim(),
      title: values.title.trim(),
      description: values.description.trim(),
      ...offerAmounts(values),
      requestedSlotId: parseSlotId(values.requestedSlotId) ?? 0,
      slotKind: values.slotKind.trim() as SlotKind,
      category: values.category.trim(),
      language: values.language.trim() as OfferLanguage,
      merchantUrl: withScheme(values.merchantURL),
    },
    image: image ? { bytes: image, field: COUPON_IMAGE_FIELD } : null,
  };
}
