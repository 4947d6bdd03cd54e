import type { MessageKey } from '../translate.ts';

/**
 * The API's error messages from the merchant's and the administrator's screens (coupons, products, catalogue and sales imports, uploads, slots, site creation, admin actions…), each with its key (issue 26 item 7). Built from the contract's
 * constants, so the English is never copied; functions/contract/i18n/message-keys.ts merges them.
 */
export const MERCHANT_MESSAGE_KEYS: Record<string, MessageKey> = {};

/** Keys whose English is a template (`{name}` placeholders) that messages are made from. */
export const MERCHANT_MESSAGE_TEMPLATES: readonly MessageKey[] = [];
