import { adminMessages } from '../../contract/admin.ts';
import { cashbackRateMessages } from '../../contract/cashback-rates.ts';
import { catalogueMessages } from '../../contract/catalogue.ts';
import { couponEditMessages } from '../../contract/coupon-edits.ts';
import { saleMessages } from '../../contract/earnings.ts';
import type { MessageKey } from '../../contract/i18n/translate.ts';
import { couponMessages } from '../../contract/merchant-coupons.ts';
import { overviewQueryMessages } from '../../contract/merchant-overview-query.ts';
import { productMessages } from '../../contract/merchant-products.ts';
import { statementMessages } from '../../contract/merchant-statement.ts';
import { messages } from '../../contract/messages.ts';
import { paymentAdminMessages } from '../../contract/payment-admin.ts';
import { pageSlugMessage, priceMessage, slotRangeMessage } from '../../contract/rules.ts';
import { salesImportMessages } from '../../contract/sales-import.ts';
import { siteContentMessages } from '../../contract/site-content.ts';
import { siteCreationMessages } from '../../contract/site-creation.ts';

/**
 * The API's error messages from the merchant's and the administrator's screens (coupons, products, catalogue and sales imports, uploads, slots, site creation, admin actions…), each with its key (issue 26 item 7). Built from the contract's
 * constants, so the English is never copied; functions/http/caller-language.ts merges them.
 *
 * Only messages of error answers (status 400 and up) or their `fields`; one English text has one key
 * (the contract repeats some: 'This coupon does not exist.' is couponMessages' and adminMessages'). Left
 * out: the postback's messages (its caller is the merchant's server, signed, with no session or `lang`
 * cookie: always English); the import rows' messages ('Row 7: …'), which come in 200 answers; and 'This
 * product does not exist.' and 'This store does not exist.', which the storefront's and the stores' messages
 * (api-messages/shopper.ts) share word for word.
 */
export const MERCHANT_MESSAGE_KEYS: Record<string, MessageKey> = {
  // Uploads (images, files, multipart forms): storage/accept-upload.ts, http/read-upload.ts, services/store-media.ts
  [messages.imageRequired]: 'apiMerchant.imageRequired',
  [messages.multipartRequired]: 'apiMerchant.multipartRequired',
  [messages.unsupportedFileType]: 'apiMerchant.unsupportedFileType',
  [messages.unsupportedMediaType]: 'apiMerchant.unsupportedMediaType',
  [messages.emptyFile]: 'apiMerchant.emptyFile',
  [messages.unreadableImage]: 'apiMerchant.unreadableImage',
  [messages.mediaStoreUnavailable]: 'apiMerchant.mediaStoreUnavailable',

  // The merchant's coupons (add, edit, delete) and their edits of live coupons
  [couponMessages.uploadFailed]: 'apiMerchant.couponUploadFailed',
  [couponMessages.updateFailed]: 'apiMerchant.couponUpdateFailed',
  [couponMessages.expiryFormat]: 'apiMerchant.couponExpiryFormat',
  [couponMessages.expiryInvalid]: 'apiMerchant.couponExpiryInvalid',
  [couponMessages.expiryPast]: 'apiMerchant.couponExpiryPast',
  [couponMessages.category]: 'apiMerchant.couponCategory',
  [couponMessages.language]: 'apiMerchant.couponLanguage',
  [couponMessages.slotKind]: 'apiMerchant.couponSlotKind',
  [couponMessages.percentage]: 'apiMerchant.couponPercentage',
  [couponMessages.discountValue]: 'apiMerchant.couponDiscountValue',
  [couponMessages.couponCode]: 'apiMerchant.couponCode',
  [couponMessages.otherMerchant]: 'apiMerchant.couponOtherMerchant',
  [couponMessages.notFound]: 'apiMerchant.couponNotFound',
  [slotRangeMessage]: 'apiMerchant.slotRange',
  [couponEditMessages.discountKind]: 'apiMerchant.editDiscountKind',
  [couponEditMessages.percentageRequired]: 'apiMerchant.editPercentageRequired',
  [couponEditMessages.flatRequired]: 'apiMerchant.editFlatRequired',
  [couponEditMessages.slotKept]: 'apiMerchant.editSlotKept',
  [couponEditMessages.notFound]: 'apiMerchant.editNotFound',

  // The merchant's products (Pick Your Products) and catalogue (Site creation)
  [productMessages.fillAll]: 'apiMerchant.productFillAll',
  [productMessages.invalidPrice]: 'apiMerchant.productInvalidPrice',
  [productMessages.nameTooLong]: 'apiMerchant.productNameTooLong',
  [productMessages.otherMerchant]: 'apiMerchant.productOtherMerchant',
  [catalogueMessages.categoryHasProducts(1)]: 'apiMerchant.categoryHasOneProduct',
  [catalogueMessages.mrpBelowPrice]: 'apiMerchant.mrpBelowPrice',
  [catalogueMessages.mrpMessage]: 'apiMerchant.mrpMessage',
  [catalogueMessages.stockMessage]: 'apiMerchant.stockMessage',
  [catalogueMessages.nothingToChange]: 'apiMerchant.nothingToChange',
  [priceMessage]: 'apiMerchant.priceMessage',
  [pageSlugMessage]: 'apiMerchant.pageSlugMessage',
  [siteCreationMessages.merchantIdNotFound]: 'apiMerchant.merchantIdNotFound',
  [siteCreationMessages.siteUrlFirst]: 'apiMerchant.siteUrlFirst',
  [siteCreationMessages.nothingToSave]: 'apiMerchant.nothingToSave',
  [siteCreationMessages.slugTaken]: 'apiMerchant.slugTaken',
  [siteCreationMessages.categoryTaken]: 'apiMerchant.categoryTaken',
  [siteCreationMessages.categoryNotFound]: 'apiMerchant.categoryNotFound',
  [siteCreationMessages.otherMerchant]: 'apiMerchant.categoryOtherMerchant',

  // The catalogue's bulk upload (CSV and zip of images): the whole file's problems
  [catalogueMessages.csvRequired]: 'apiMerchant.catalogueCsvRequired',
  [catalogueMessages.zipRequired]: 'apiMerchant.catalogueZipRequired',
  [catalogueMessages.fileTooLarge]: 'apiMerchant.catalogueFileTooLarge',
  [catalogueMessages.noRows]: 'apiMerchant.catalogueNoRows',
  [catalogueMessages.notZip]: 'apiMerchant.catalogueNotZip',
  [catalogueMessages.zipTooManyFiles]: 'apiMerchant.catalogueZipTooManyFiles',
  [catalogueMessages.zipTooLarge]: 'apiMerchant.catalogueZipTooLarge',
  [catalogueMessages.zipUnsupported]: 'apiMerchant.catalogueZipUnsupported',
  [catalogueMessages.rowsRequired]: 'apiMerchant.catalogueRowsRequired',
  [catalogueMessages.tooManyRowsPerCall]: 'apiMerchant.catalogueTooManyRowsPerCall',

  // Sales: the form, reversals, click ids, the CSV import's whole-file problems, the statement, the figures
  [saleMessages.keyReused]: 'apiMerchant.saleKeyReused',
  [saleMessages.required]: 'apiMerchant.saleRequired',
  [saleMessages.coupon]: 'apiMerchant.saleCoupon',
  [saleMessages.couponNotFound]: 'apiMerchant.saleCouponNotFound',
  [saleMessages.saleAmount]: 'apiMerchant.saleAmount',
  [saleMessages.saleDate]: 'apiMerchant.saleDate',
  [saleMessages.saleDateFuture]: 'apiMerchant.saleDateFuture',
  [saleMessages.shopper]: 'apiMerchant.saleShopper',
  [saleMessages.shopperNotFound]: 'apiMerchant.saleShopperNotFound',
  [saleMessages.shopperAmbiguous]: 'apiMerchant.saleShopperAmbiguous',
  [saleMessages.remarksTooLong]: 'apiMerchant.saleRemarksTooLong',
  [saleMessages.saleNotFound]: 'apiMerchant.saleNotFound',
  [saleMessages.reasonRequired]: 'apiMerchant.saleReasonRequired',
  [saleMessages.alreadyReversed]: 'apiMerchant.saleAlreadyReversed',
  [saleMessages.noCashback]: 'apiMerchant.saleNoCashback',
  [saleMessages.clickIdInvalid]: 'apiMerchant.saleClickIdInvalid',
  [saleMessages.clickNotFound]: 'apiMerchant.saleClickNotFound',
  [saleMessages.clickOtherShopper]: 'apiMerchant.saleClickOtherShopper',
  [saleMessages.clickBeforeSale]: 'apiMerchant.saleClickBeforeSale',
  [saleMessages.shopperOrClick]: 'apiMerchant.saleShopperOrClick',
  [saleMessages.orderReference]: 'apiMerchant.saleOrderReference',
  [salesImportMessages.fileTooLarge]: 'apiMerchant.salesFileTooLarge',
  [salesImportMessages.noRows]: 'apiMerchant.salesNoRows',
  [salesImportMessages.csvRequired]: 'apiMerchant.salesCsvRequired',
  [salesImportMessages.rowsRequired]: 'apiMerchant.salesRowsRequired',
  [salesImportMessages.tooManyRowsPerCall]: 'apiMerchant.salesTooManyRowsPerCall',
  [statementMessages.month]: 'apiMerchant.statementMonth',
  [overviewQueryMessages.days]: 'apiMerchant.overviewDays',

  // The cashback rate (the merchant's, and the administrator's bounds and overrides)
  [cashbackRateMessages.ratePercent]: 'apiMerchant.ratePercent',
  [cashbackRateMessages.clickParam]: 'apiMerchant.rateClickParam',
  [cashbackRateMessages.boundsOrder]: 'apiMerchant.rateBoundsOrder',
  [cashbackRateMessages.merchantNotFound]: 'apiMerchant.rateMerchantNotFound',

  // The administrator: pending coupons, payment links, slot prices, refunds, the site's images
  [adminMessages.couponNotPending]: 'apiMerchant.adminCouponNotPending',
  [adminMessages.rejectReasonRequired]: 'apiMerchant.adminRejectReasonRequired',
  [paymentAdminMessages.amountAndMobile]: 'apiMerchant.paymentAmountAndMobile',
  [paymentAdminMessages.categoryBanner]: 'apiMerchant.paymentCategoryBanner',
  [paymentAdminMessages.topBanner]: 'apiMerchant.paymentTopBanner',
  [paymentAdminMessages.amountRange]: 'apiMerchant.paymentAmountRange',
  [paymentAdminMessages.mobileInvalid]: 'apiMerchant.paymentMobileInvalid',
  [paymentAdminMessages.positionInvalid]: 'apiMerchant.paymentPositionInvalid',
  [paymentAdminMessages.slotPriceInvalid]: 'apiMerchant.paymentSlotPriceInvalid',
  [paymentAdminMessages.paymentNotFound]: 'apiMerchant.paymentNotFound',
  [paymentAdminMessages.refundReasonRequired]: 'apiMerchant.refundReasonRequired',
  [paymentAdminMessages.refundNotPaid]: 'apiMerchant.refundNotPaid',
  [paymentAdminMessages.refundedInFull]: 'apiMerchant.refundedInFull',
  [paymentAdminMessages.refundOtherProvider]: 'apiMerchant.refundOtherProvider',
  [paymentAdminMessages.refundFailed]: 'apiMerchant.refundFailed',
  [siteContentMessages.positionUnknown]: 'apiMerchant.positionUnknown',
  [siteContentMessages.positionNotCatTcBo]: 'apiMerchant.positionNotCatTcBo',
  [siteContentMessages.allFieldsRequired]: 'apiMerchant.allFieldsRequired',
  [siteContentMessages.imageTypeUrlRequired]: 'apiMerchant.imageTypeUrlRequired',
  [siteContentMessages.imageFileRequired]: 'apiMerchant.imageFileRequired',
  [siteContentMessages.flashTextRequired]: 'apiMerchant.flashTextRequired',
  [siteContentMessages.imageNotOnSite]: 'apiMerchant.imageNotOnSite',
  [siteContentMessages.chooseSlot]: 'apiMerchant.chooseSlot',
  [siteContentMessages.chooseKind]: 'apiMerchant.chooseKind',
};

/** Keys whose English is a template (`{name}` placeholders) that messages are made from. */
export const MERCHANT_MESSAGE_TEMPLATES: readonly MessageKey[] = [
  'apiMerchant.fileTooLarge',
  'apiMerchant.couponTooLong',
  'apiMerchant.categoryHasProducts',
  'apiMerchant.notCsv',
  'apiMerchant.missingColumns',
  'apiMerchant.catalogueTooManyRows',
  'apiMerchant.salesTooManyRows',
  'apiMerchant.slotHeld',
  'apiMerchant.slotReserved',
  'apiMerchant.slotReservedForApproval',
  'apiMerchant.noFreeSlot',
  'apiMerchant.rateOutOfBounds',
];
