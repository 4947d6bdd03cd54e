import type { coupons } from '../../functions/db/schema/index.ts';
import { sameOrigin, type TestApp } from './test-app.ts';

/** The merchant's coupon form (PUT /api/merchant/coupons/:id) filled in with a coupon as it is, with changes. */
export function couponFormFields(
  coupon: typeof coupons.$inferSelect,
  changes: Record<string, string> = {},
): Record<string, string> {
  return {
    couponName: coupon.couponName,
    couponCode: coupon.couponCode,
    expiryDate: coupon.expiryDate,
    termsAndConditions: coupon.termsAndConditions,
    title: coupon.title,
    description: coupon.description,
    percentage: String(coupon.percentage ?? 0),
    discountValue: '0',
    requestedSlotId: String(coupon.requestedSlotId),
    slotKind: coupon.slotKind,
    category: coupon.category,
    language: coupon.language,
    merchantURL: coupon.merchantUrl,
    ...changes,
  };
}

/** Sends the coupon form as the merchant's browser does, with a new ad image (PNG bytes) if given. */
export function putCouponForm(
  t: TestApp,
  couponId: string,
  fields: Record<string, string>,
  cookie: string,
  image?: Uint8Array,
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (image) body.set('adPost', new File([new Uint8Array(image)], 'new.png', { type: 'image/png' }));
  return t.app.request(
    `/api/merchant/coupons/${couponId}`,
    sameOrigin({ method: 'PUT', body, headers: { Cookie: cookie } }),
  );
}
