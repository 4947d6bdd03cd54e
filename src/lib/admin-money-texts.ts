import type { Locale } from '../../functions/contract/i18n/locales.ts';
import { CATALOGUES, type MessageKey } from '../../functions/contract/i18n/translate.ts';

/**
 * The texts of the admin dashboard's money and image screens (issue 26): Payments (with refunds and
 * premium slot prices), the image tabs' payment link form, Merchant Sales, Payouts, Cashback rates,
 * Flash Text and the image upload forms. Each island gets its own groups of the 'adminMoney' catalogue,
 * picked on the server for the page's language; the islands never load the catalogue. The islands
 * write every key whole (texts['adminMoney.pay.heading']).
 */
type Group =
  'pay' | 'slots' | 'refund' | 'link' | 'sales' | 'payouts' | 'rates' | 'flash' | 'upload' | 'live';
type Common =
  | 'adminMoney.loading'
  | 'adminMoney.cancel'
  | 'adminMoney.saving'
  | 'list.loadMore'
  | 'list.loading'
  | 'list.moreFailed'
  | 'list.tryAgain'
  | 'list.tableRegion';
type GroupKeys<G extends Group> = Extract<MessageKey, `adminMoney.${G}.${string}`> | Common;
type GroupTexts<G extends Group> = Record<GroupKeys<G>, string>;

export type AdminPaymentsTexts = GroupTexts<'pay' | 'slots' | 'refund' | 'link'>;
export type RefundTexts = GroupTexts<'refund'>;
export type PaymentLinkTexts = GroupTexts<'link'>;
export type AdminSalesTexts = GroupTexts<'sales'>;
export type AdminPayoutsTexts = GroupTexts<'payouts'>;
export type CashbackRatesTexts = GroupTexts<'rates'>;
export type FlashTextTexts = GroupTexts<'flash'>;
export type ImageUploadTexts = GroupTexts<'upload' | 'live'>;

const COMMON: readonly Common[] = [
  'adminMoney.loading',
  'adminMoney.cancel',
  'adminMoney.saving',
  'list.loadMore',
  'list.loading',
  'list.moreFailed',
  'list.tryAgain',
  'list.tableRegion',
];

/** The texts of some groups (and the shared Loading…, Cancel, Saving…) in a language. */
export function adminMoneyTexts<G extends Group>(locale: Locale, groups: readonly G[]): GroupTexts<G> {
  const catalogue = CATALOGUES[locale];
  const prefixes = groups.map((group) => `adminMoney.${group}.`);
  const keys = (Object.keys(catalogue) as MessageKey[]).filter(
    (key) => (COMMON as readonly string[]).includes(key) || prefixes.some((prefix) => key.startsWith(prefix)),
  );
  return Object.fromEntries(keys.map((key) => [key, catalogue[key]])) as GroupTexts<G>;
}
