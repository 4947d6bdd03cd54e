import { cashbackRateMessages } from '../../functions/contract/cashback-rates.ts';
import { saleMessages, SITE_REVERSAL_NOTES } from '../../functions/contract/earnings.ts';
import type { Locale } from '../../functions/contract/i18n/locales.ts';
import { messagesIn } from '../../functions/contract/i18n/message-keys.ts';
import { pickTexts, type MessageKey } from '../../functions/contract/i18n/translate.ts';
import { claimMessages } from '../../functions/contract/cashback-claims.ts';
import { orderMessages } from '../../functions/contract/orders.ts';
import { LIST_KEYS } from '../islands/load-more.tsx';

/**
 * The merchant's money and orders screens' texts (issue 26, decision 0084): picked on the server in the
 * page's language and passed to the islands as props, so no island loads the catalogue. `messages`
 * maps an English message the shared rules or the API give to the same message in the page's language
 * (empty in English, so English stays exactly as the API and the rules say it).
 */
type Texts<K extends MessageKey> = Record<K, string> & { locale: Locale; messages: Record<string, string> };

function textsOf<K extends MessageKey>(
  locale: Locale,
  keys: readonly K[],
  messages: string[] = [],
): Texts<K> {
  return { ...pickTexts(locale, keys), locale, messages: messagesIn(locale, messages) };
}

const RATE_KEYS = [
  ...LIST_KEYS,
  'merchantSales.rate.title',
  'merchantSales.rate.loadFailed',
  'merchantSales.rate.loading',
  'merchantSales.rate.saveFailed',
  'merchantSales.rate.intro',
  'merchantSales.rate.inForce',
  'merchantSales.rate.override',
  'merchantSales.rate.rateLabel',
  'merchantSales.rate.clickParamLabel',
  'merchantSales.rate.clickParamHint',
  'merchantSales.rate.save',
  'merchantSales.rate.ratePercent',
  'merchantSales.rate.outOfBounds',
  'merchantSales.rate.clickParam',
] as const;
export type RateTexts = Texts<(typeof RATE_KEYS)[number]>;
export const rateTexts = (locale: Locale): RateTexts =>
  textsOf(locale, RATE_KEYS, [cashbackRateMessages.saved]);

const STATEMENT_KEYS = [
  ...LIST_KEYS,
  'merchantSales.statement.title',
  'merchantSales.statement.intro',
  'merchantSales.statement.month',
  'merchantSales.statement.download',
  'merchantSales.statement.loading',
  'merchantSales.statement.failed',
  'merchantSales.statement.sales',
  'merchantSales.statement.cashbackDue',
  'merchantSales.statement.confirmed',
  'merchantSales.statement.reversed',
  'merchantSales.statement.salesOne',
  'merchantSales.statement.salesOther',
] as const;
export type StatementTexts = Texts<(typeof STATEMENT_KEYS)[number]>;
export const statementTexts = (locale: Locale): StatementTexts => textsOf(locale, STATEMENT_KEYS);

const SALES_KEYS = [
  ...LIST_KEYS,
  'merchantSales.sales.title',
  'merchantSales.sales.formLabel',
  'merchantSales.sales.clickId',
  'merchantSales.sales.clickIdHint',
  'merchantSales.sales.coupon',
  'merchantSales.sales.chooseCoupon',
  'merchantSales.sales.shopper',
  'merchantSales.sales.shopperHint',
  'merchantSales.sales.orderNumber',
  'merchantSales.sales.orderHint',
  'merchantSales.sales.amount',
  'merchantSales.sales.date',
  'merchantSales.sales.dateHint',
  'merchantSales.sales.remarks',
  'merchantSales.sales.record',
  'merchantSales.sales.recent',
  'merchantSales.sales.loading',
  'merchantSales.sales.showMore',
  'merchantSales.sales.colCoupon',
  'merchantSales.sales.colShopper',
  'merchantSales.sales.colAmount',
  'merchantSales.sales.colDate',
  'merchantSales.sales.colCashback',
  'merchantSales.sales.colStatus',
  'merchantSales.sales.colAction',
  'merchantSales.sales.pending',
  'merchantSales.sales.confirmed',
  'merchantSales.sales.reversed',
  'merchantSales.sales.noCashback',
  'merchantSales.sales.until',
  'merchantSales.sales.buyNow',
  'merchantSales.sales.sale',
  'merchantSales.sales.rowLabel',
  'merchantSales.sales.markReversed',
  'merchantSales.sales.reverseLabel',
  'merchantSales.sales.reason',
  'merchantSales.sales.chooseReason',
  'merchantSales.sales.returned',
  'merchantSales.sales.cancelled',
  'merchantSales.sales.fraud',
  'merchantSales.sales.note',
  'merchantSales.sales.reverse',
  'merchantSales.sales.cancel',
  'merchantSales.msg.failed',
  'merchantSales.msg.reasonRequired',
  'merchantSales.msg.noSales',
  'merchantSales.msg.loadFailed',
] as const;
export type SalesTexts = Texts<(typeof SALES_KEYS)[number]>;
export const salesTexts = (locale: Locale): SalesTexts =>
  textsOf(locale, SALES_KEYS, [...Object.values(saleMessages), ...SITE_REVERSAL_NOTES]);

const IMPORT_KEYS = [
  'list.tableRegion',
  'merchantSales.import.title',
  'merchantSales.import.intro',
  'merchantSales.import.template',
  'merchantSales.import.templateHint',
  'merchantSales.import.colRow',
  'merchantSales.import.colOrder',
  'merchantSales.import.colWho',
  'merchantSales.import.colAmount',
  'merchantSales.import.colDate',
  'merchantSales.import.colCashback',
  'merchantSales.import.colStatus',
  'merchantSales.import.ready',
  'merchantSales.import.error',
  'merchantSales.import.duplicate',
  'merchantSales.import.importing',
  'merchantSales.import.fileLabel',
  'merchantSales.import.fileHint',
  'merchantSales.import.checking',
  'merchantSales.import.previewFailed',
  'merchantSales.import.confirm',
  'merchantSales.import.retry',
  'merchantSales.import.previewCaption',
  'merchantSales.import.hiddenOne',
  'merchantSales.import.hiddenOther',
  'merchantSales.import.nothing',
  'merchantSales.import.fileTooLarge',
  'merchantSales.import.summary',
  'merchantSales.import.progress',
  'merchantSales.import.batchFailed',
  'merchantSales.import.noAnswer',
  'merchantSales.import.saleOne',
  'merchantSales.import.saleOther',
  'merchantSales.import.done',
  'merchantSales.import.doneAlreadyOne',
  'merchantSales.import.doneAlreadyOther',
  'merchantSales.import.doneErrorsOne',
  'merchantSales.import.doneErrorsOther',
  'merchantSales.import.next',
  'merchantSales.import.importAnother',
] as const;
export type SalesImportTexts = Texts<(typeof IMPORT_KEYS)[number]>;
export const salesImportTexts = (locale: Locale): SalesImportTexts => textsOf(locale, IMPORT_KEYS);

const POSTBACK_KEYS = [
  'merchantSales.postback.heading',
  'merchantSales.postback.intro',
  'merchantSales.postback.headersHeading',
  'merchantSales.postback.merchantHeader',
  'merchantSales.postback.timestampHeader',
  'merchantSales.postback.signatureHeader',
  'merchantSales.postback.bodyHeading',
  'merchantSales.postback.bodyFields',
  'merchantSales.postback.answers',
  'merchantSales.postback.curlHeading',
  'merchantSales.postback.nodeHeading',
  'merchantSales.postback.secretHeading',
  'merchantSales.postback.createSecret',
  'merchantSales.postback.rotateSecret',
  'merchantSales.postback.copy',
  'merchantSales.postback.copySecret',
  'merchantSales.postback.secretCreated',
  'merchantSales.postback.secretRotated',
  'merchantSales.postback.secretShownOnce',
  'merchantSales.postback.rotateConfirm',
  'merchantSales.postback.secretFailed',
  'merchantSales.postback.statusFailed',
  'merchantSales.postback.noSecret',
  'merchantSales.postback.loading',
  'merchantSales.postback.copied',
  'merchantSales.postback.copyFailed',
  'merchantSales.postback.madeOn',
] as const;
export type PostbackTexts = Texts<(typeof POSTBACK_KEYS)[number]>;
export const postbackTexts = (locale: Locale): PostbackTexts => textsOf(locale, POSTBACK_KEYS);

const ORDER_KEYS = [
  ...LIST_KEYS,
  'merchantSales.orders.status',
  'merchantSales.orders.all',
  'merchantSales.orders.placed',
  'merchantSales.orders.shipped',
  'merchantSales.orders.delivered',
  'merchantSales.orders.cancelled',
  'merchantSales.orders.markShipped',
  'merchantSales.orders.markDelivered',
  'merchantSales.orders.cancelRefund',
  'merchantSales.orders.changeFailed',
  'merchantSales.orders.noAnswer',
  'merchantSales.orders.loadFailed',
  'merchantSales.orders.loading',
  'merchantSales.orders.none',
  'merchantSales.orders.caption',
  'merchantSales.orders.colOrder',
  'merchantSales.orders.colProduct',
  'merchantSales.orders.colDeliverTo',
  'merchantSales.orders.colPrice',
  'merchantSales.orders.colPlaced',
  'merchantSales.orders.colAction',
  'merchantSales.orders.stockShort',
  'merchantSales.orders.cancelPrompt',
  'merchantSales.orders.keep',
  'merchantSales.orders.moved',
  'merchantSales.orders.cancelledMsg',
  'merchantSales.orders.loadMore',
] as const;
export type MerchantOrdersTexts = Texts<(typeof ORDER_KEYS)[number]>;
export const merchantOrdersTexts = (locale: Locale): MerchantOrdersTexts =>
  textsOf(locale, ORDER_KEYS, [orderMessages.cancelReasonNeeded]);

const CLAIM_KEYS = [
  ...LIST_KEYS,
  'merchantSales.claims.caption',
  'merchantSales.claims.colOrder',
  'merchantSales.claims.colAmount',
  'merchantSales.claims.colShopper',
  'merchantSales.claims.colCoupon',
  'merchantSales.claims.colBought',
  'merchantSales.claims.colFiled',
  'merchantSales.claims.colAction',
  'merchantSales.claims.couponGone',
  'merchantSales.claims.accept',
  'merchantSales.claims.decline',
  'merchantSales.claims.forOrder',
  'merchantSales.claims.declineLabel',
  'merchantSales.claims.reasonLabel',
  'merchantSales.claims.reasonHint',
  'merchantSales.claims.declineClaim',
  'merchantSales.claims.cancel',
  'merchantSales.claims.loading',
  'merchantSales.claims.loadFailed',
  'merchantSales.claims.none',
  'merchantSales.claims.noneHint',
  'merchantSales.claims.acceptFailed',
  'merchantSales.claims.declineFailed',
  'merchantSales.orders.loadMore',
] as const;
export type MerchantClaimsTexts = Texts<(typeof CLAIM_KEYS)[number]>;
export const merchantClaimsTexts = (locale: Locale): MerchantClaimsTexts =>
  textsOf(locale, CLAIM_KEYS, [claimMessages.reasonRequired, claimMessages.reasonTooLong]);

const VOTES_KEYS = [
  'merchantSales.votes.suspended',
  'merchantSales.votes.reconfirm',
  'merchantSales.votes.reconfirmHint',
  'merchantSales.votes.reconfirmed',
  'merchantSales.votes.reconfirmFailed',
  'merchantSales.votes.heading',
  'merchantSales.votes.none',
  'merchantSales.votes.countOne',
  'merchantSales.votes.countOther',
  'merchantSales.votes.workedOne',
  'merchantSales.votes.workedOther',
  'merchantSales.votes.expired',
  'merchantSales.votes.minimumOrder',
  'merchantSales.votes.notAccepted',
  'merchantSales.votes.other',
  'merchantSales.votes.why',
] as const;
export type VotesTexts = Record<(typeof VOTES_KEYS)[number], string>;
/** My Offers' votes line and Re-confirm (issue 23), added to myOffersTexts. */
export const votesTexts = (locale: Locale): VotesTexts => pickTexts(locale, VOTES_KEYS);
