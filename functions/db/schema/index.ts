export * from './accounts.ts';
export * from './content.ts';
export * from './coupons.ts';
export * from './engagement.ts';
export * from './media.ts';
export * from './money.ts';
export * from './storefront.ts';
export * from './throttle.ts';
