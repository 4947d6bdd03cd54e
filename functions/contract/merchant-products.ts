import { priceToPaise, TEXT_LIMITS, webUrlProblem } from './rules.ts';

/**
 * "Pick Your Products" (spec sections 3, 4, 5, 7 and 8): the merchant's upload, their own list, edit and
 * delete. No zod: the merchant dashboard's islands import it.
 */
export const productMessages = {
  /** Spec section 5: name, price, image (and merchant id, which the session gives) are all required. */
  fillAll: 'Please fill all fields before submitting',
  uploaded: 'Image uploaded successfully!',
  uploadFailed: 'Image upload failed.',
  invalidPrice: 'Please enter the price in rupees, such as 499 or 499.50.',
  nameTooLong: `Please keep the product name under ${TEXT_LIMITS.name} characters.`,
  updated: 'Product updated. It waits for approval again.',
  updateFailed: 'The product could not be updated.',
  deleted: 'Product deleted.',
  deleteFailed: 'The product could not be deleted.',
  notFound: 'This product does not exist.',
  otherMerchant: 'You can only upload products for your own merchant account.',
  noProducts: 'You have not uploaded any products yet.',
  hidden: 'Product hidden from the site.',
  shown: 'Product shown on the site again.',
  hideFailed: 'The product could not be hidden.',
  showFailed: 'The product could not be shown.',
} as const;

/** The spec's multipart field names (section 3, Merchant product (upload)). */
export const PRODUCT_FIELDS = {
  name: 'ProductName',
  price: 'Price',
  url: 'MerchantURL',
  image: 'ProductImage',
  merchantId: 'MerchantID',
} as const;

/** The product's text fields as typed. */
export interface ProductText {
  productName: string;
  price: string;
  merchantUrl: string;
}

/**
 * The messages of a product form, by field (none when it may be sent): missing fields first, alone,
 * with the spec's one message; then what is wrong. The image is checked separately (upload rules).
 */
export function checkProductText(
  values: ProductText & { hasImage: boolean },
): Partial<Record<keyof ProductText | 'image', string>> {
  const missing = {
    productName: values.productName.trim() ? undefined : productMessages.fillAll,
    price: values.price.trim() ? undefined : productMessages.fillAll,
    merchantUrl: values.merchantUrl.trim() ? undefined : productMessages.fillAll,
    image: values.hasImage ? undefined : productMessages.fillAll,
  };
  if (Object.values(missing).some(Boolean)) return missing;
  return {
    productName:
      values.productName.trim().length > TEXT_LIMITS.name ? productMessages.nameTooLong : undefined,
    price: priceToPaise(values.price) === null ? productMessages.invalidPrice : undefined,
    merchantUrl: webUrlProblem(values.merchantUrl) ?? undefined,
  };
}

export type ProductStatus = 'pending' | 'approved' | 'rejected';

/** GET /api/merchant/products: one of the signed-in merchant's products and how it stands. */
export interface MerchantProduct {
  id: string;
  productName: string;
  /** Rupees. */
  price: number;
  merchantURL: string;
  imageUrl: string;
  status: ProductStatus;
  rejectionReason: string | null;
  advisedChanges: string | null;
  /** An administrator took it off the public site. */
  hidden: boolean;
  uploadedAt: string;
}

/** The reply to an upload or an edit. Never contains 'Data is Null' (the spec's failure marker). */
export interface ProductSaved {
  message: string;
  product: MerchantProduct;
}

export function productStanding(product: MerchantProduct): string {
  if (product.status === 'pending') return 'Waiting for approval';
  if (product.status === 'rejected') return 'Not approved';
  return product.hidden ? 'Approved, hidden by an administrator' : 'Approved: on the home page';
}
