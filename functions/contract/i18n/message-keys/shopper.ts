import type { MessageKey } from '../translate.ts';

/**
 * The API's error messages from the shopper's pages and the public site (saved coupons, follows, clicks, search, orders, payments, trust votes, email preferences…), each with its key (issue 26 item 7). Built from the contract's
 * constants, so the English is never copied; functions/contract/i18n/message-keys.ts merges them.
 */
export const SHOPPER_MESSAGE_KEYS: Record<string, MessageKey> = {};

/** Keys whose English is a template (`{name}` placeholders) that messages are made from. */
export const SHOPPER_MESSAGE_TEMPLATES: readonly MessageKey[] = [];
