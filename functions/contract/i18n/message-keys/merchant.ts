import { adminMessages } from '../../admin.ts';
import { cashbackRateMessages } from '../../cashback-rates.ts';
import { catalogueMessages } from '../../catalogue.ts';
import { couponEditMessages } from '../../coupon-edits.ts';
import { suspensionMessages } from '../../coupon-suspension.ts';
import { saleMessages } from '../../earnings.ts';
import type { MessageKey } from '../translate.ts';
import { couponMessages } from '../../merchant-coupons.ts';
import { overviewQueryMessages } from '../../merchant-overview-query.ts';
import { productMessages } from '../../merchant-products.ts';
import { reviewMessages } from '../../reviews.ts';
import { storefrontMessages } from '../../storefront.ts';
import { statementMessages } from '../../merchant-statement.ts';
import { messages } from '../../messages.ts';
import { paymentAdminMessages } from '../../payment-admin.ts';

import { salesImportMessages } from '../../sales-import.ts';
import { siteContentMessages } from '../../site-content.ts';
import { siteCreationMessages } from '../../site-creation.ts';
import { slotMessages } from '../../slots.ts';

/**
 * The API's error messages from the merchant's and the administrator's screens (coupons, products, catalogue and sales imports, uploads, slots, site creation, admin actions…), each with its key (issue 26 item 7). Built from the contract's
 * constants, so the English is never copied; functions/contract/i18n/message-keys.ts merges them.
 *
 * The messages of error answers (status 400 and up) or their `fields`, and since decision 0099 the
 * top-level `message` of success answers; one English text has one key
 * (the contract repeats some: 'This coupon does not exist.' is couponMessages' and adminMessages'). Left
 * out: the postback's messages (its caller is the merchant's server, signed, with no session or `lang`
 * cookie: always English); the import rows' messages ('Row 7: …'), which come in 200 answers; and 'This
 * product does not exist.' and 'This store does not exist.', which the storefront's and the stores' messages
 * (message-keys/shopper.ts) share word for word.
 */
export const MERCHANT_MESSAGE_KEYS: Record<string, MessageKey> = {
  // Uploads (images, files, multipart forms): storage/accept-upload.ts, http/read-upload.ts, services/store-media.ts
  [messages.multipartRequired]: 'apiMerchant.multipartRequired',
  [messages.unsupportedFileType]: 'apiMerchant.unsupportedFileType',
  [messages.unsupportedMediaType]: 'apiMerchant.unsupportedMediaType',
  [messages.emptyFile]: 'apiMerchant.emptyFile',
  [messages.unreadableImage]: 'apiMerchant.unreadableImage',
  [messages.mediaStoreUnavailable]: 'apiMerchant.mediaStoreUnavailable',

  // The merchant's coupons (add, edit, delete) and their edits of live coupons
  [couponMessages.uploadFailed]: 'apiMerchant.couponUploadFailed',
  [couponMessages.updateFailed]: 'apiMerchant.couponUpdateFailed',
  [couponMessages.otherMerchant]: 'apiMerchant.couponOtherMerchant',
  [couponMessages.notFound]: 'apiMerchant.couponNotFound',
  [couponEditMessages.slotKept]: 'apiMerchant.editSlotKept',
  [couponEditMessages.notFound]: 'apiMerchant.editNotFound',

  // The merchant's products (Pick Your Products) and catalogue (Site creation)
  [productMessages.otherMerchant]: 'apiMerchant.productOtherMerchant',
  [catalogueMessages.categoryHasProducts(1)]: 'apiMerchant.categoryHasOneProduct',
  [catalogueMessages.nothingToChange]: 'apiMerchant.nothingToChange',
  [siteCreationMessages.merchantIdNotFound]: 'apiMerchant.merchantIdNotFound',
  [siteCreationMessages.siteUrlFirst]: 'apiMerchant.siteUrlFirst',
  [siteCreationMessages.nothingToSave]: 'apiMerchant.nothingToSave',
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
  [saleMessages.couponNotFound]: 'apiMerchant.saleCouponNotFound',
  [saleMessages.shopperAmbiguous]: 'apiMerchant.saleShopperAmbiguous',
  [saleMessages.saleNotFound]: 'apiMerchant.saleNotFound',
  [saleMessages.alreadyReversed]: 'apiMerchant.saleAlreadyReversed',
  [saleMessages.noCashback]: 'apiMerchant.saleNoCashback',
  [saleMessages.clickOtherShopper]: 'apiMerchant.saleClickOtherShopper',
  [saleMessages.clickBeforeSale]: 'apiMerchant.saleClickBeforeSale',
  [saleMessages.shopperOrClick]: 'apiMerchant.saleShopperOrClick',
  [saleMessages.idempotencyKeyRequired]: 'apiMerchant.saleIdempotencyKeyRequired',
  [salesImportMessages.fileTooLarge]: 'apiMerchant.salesFileTooLarge',
  [salesImportMessages.noRows]: 'apiMerchant.salesNoRows',
  [salesImportMessages.csvRequired]: 'apiMerchant.salesCsvRequired',
  [salesImportMessages.rowsRequired]: 'apiMerchant.salesRowsRequired',
  [salesImportMessages.tooManyRowsPerCall]: 'apiMerchant.salesTooManyRowsPerCall',
  [statementMessages.month]: 'apiMerchant.statementMonth',
  [overviewQueryMessages.days]: 'apiMerchant.overviewDays',
  [overviewQueryMessages.merchantNotFound]: 'apiMerchant.overviewMerchantNotFound',
  // A premium slot's payment (functions/services/payments/subjects/premium-slot.ts)
  [slotMessages.notAwaitingPayment]: 'apiMerchant.premiumSlotNotAwaitingPayment',

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
  [siteContentMessages.imageDataNotText]: 'apiMerchant.imageDataNotText',
  [siteContentMessages.imageFileRequired]: 'apiMerchant.imageFileRequired',
  [siteContentMessages.flashTextRequired]: 'apiMerchant.flashTextRequired',
  [siteContentMessages.imageNotOnSite]: 'apiMerchant.imageNotOnSite',
  [siteContentMessages.chooseSlot]: 'apiMerchant.chooseSlot',
  [siteContentMessages.chooseKind]: 'apiMerchant.chooseKind',
  // The success answers' messages (decision 0099), in the words the merchant's and admin's screens say them
  [couponMessages.added]: 'merchant.msg.added',
  [couponMessages.updated]: 'merchant.msg.updated',
  [couponMessages.deleted]: 'merchant.msg.deleted',
  [couponEditMessages.sentForApproval]: 'merchant.msg.sentForApproval',
  [couponEditMessages.approved]: 'adminReview.edits.approved',
  [couponEditMessages.rejected]: 'adminReview.edits.rejected',
  [suspensionMessages.reconfirmed]: 'merchantSales.votes.reconfirmed',
  [suspensionMessages.keptListed]: 'adminReview.suspended.keptListed',
  [adminMessages.couponApproved]: 'adminReview.pending.couponApproved',
  [adminMessages.couponRejected]: 'adminReview.pending.couponRejected',
  [adminMessages.productApproved]: 'adminReview.products.approved',
  [adminMessages.productRejected]: 'adminReview.products.rejected',
  // 'Image uploaded successfully!' is productMessages.uploaded's and siteContentMessages.imageUploaded's
  [productMessages.uploaded]: 'merchant.products.msgUploaded',
  [productMessages.updated]: 'merchant.products.msgUpdated',
  // 'Product deleted.' is productMessages.deleted's and catalogueMessages.productDeleted's
  [productMessages.deleted]: 'merchant.products.msgDeleted',
  [productMessages.hidden]: 'adminReview.products.hiddenDone',
  [productMessages.shown]: 'adminReview.products.shownDone',
  [reviewMessages.reviewHidden]: 'adminReview.reviews.hiddenDone',
  [reviewMessages.reviewShown]: 'adminReview.reviews.shownDone',
  [storefrontMessages.storeHidden]: 'adminReview.storefronts.storeHidden',
  [storefrontMessages.storeShown]: 'adminReview.storefronts.storeShown',
  [storefrontMessages.productHidden]: 'adminReview.storefronts.productHidden',
  [storefrontMessages.productShown]: 'adminReview.storefronts.productShown',
  [cashbackRateMessages.boundsSaved]: 'adminMoney.rates.boundsSaved',
  [cashbackRateMessages.overrideSaved]: 'adminMoney.rates.overrideSaved',
  [cashbackRateMessages.overrideRemoved]: 'adminMoney.rates.overrideRemoved',
  [paymentAdminMessages.slotPriceSaved]: 'adminMoney.slots.saved',
  [siteContentMessages.topBannerUploaded]: 'adminMoney.tabs.topBannerUploaded',
  [siteContentMessages.flashTextUploaded]: 'adminMoney.flash.uploaded',
  [siteContentMessages.imageRemoved]: 'adminMoney.tabs.removed',
  [siteCreationMessages.siteUrlSaved]: 'merchantSite.msg.siteUrlSaved',
  [siteCreationMessages.permissionSaved]: 'merchantSite.msg.permissionSaved',
  [siteCreationMessages.storeSaved]: 'merchantSite.msg.storeSaved',
  // 'Collection uploaded successfully!' is the category's and the product's (the spec's words)
  [siteCreationMessages.categorySaved]: 'merchantSite.msg.collectionSaved',
  [catalogueMessages.productSaved]: 'merchantSite.msg.productSaved',
  [catalogueMessages.productHidden]: 'apiMerchant.catalogueProductHidden',
  [catalogueMessages.productShown]: 'apiMerchant.catalogueProductShown',
  [catalogueMessages.productDeletedKept]: 'apiMerchant.catalogueProductDeletedKept',
  [catalogueMessages.categorySaved]: 'apiMerchant.catalogueCategorySaved',
  [catalogueMessages.categoryHidden]: 'apiMerchant.catalogueCategoryHidden',
  [catalogueMessages.categoryShown]: 'apiMerchant.catalogueCategoryShown',
  [catalogueMessages.categoryDeleted]: 'apiMerchant.catalogueCategoryDeleted',
  // An import's rows as the merchant reads them (issue 26 item 7): the notes as well as the errors.
  [catalogueMessages.unpackFailed]: 'apiMerchant.catalogueUnpackFailed',
  [catalogueMessages.alreadyInCatalogue]: 'apiMerchant.catalogueAlreadyInCatalogue',
  [salesImportMessages.alreadyRecordedOther]: 'apiMerchant.salesAlreadyRecordedOther',
};

/** Keys whose English is a template (`{name}` placeholders) that messages are made from. */
export const MERCHANT_MESSAGE_TEMPLATES: readonly MessageKey[] = [
  // An import's row: 'Row 7: amount – …' (catalogue.ts and sales-import.ts rowMessage); the field is the
  // file's column name, kept, and the message after it is translated when the map knows it.
  'apiMerchant.rowField',
  'apiMerchant.row',
  'apiMerchant.fileTooLarge',
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
  // An import row's own problems: the name, the file and the row number kept; an image's problem after
  // “{name}”: is itself a message of the map (too large, not an image, not unpacked).
  'apiMerchant.catalogueDuplicateInFile',
  'apiMerchant.catalogueImageMissing',
  'apiMerchant.catalogueImageAmbiguous',
  'apiMerchant.catalogueImageProblem',
  'apiMerchant.salesDuplicateInFile',
  // Success answers' messages made from a value (decision 0099): an order moved or cancelled (its status
  // translated by the shopper's module's lower-case labels), a refund made; the number and amount kept.
  'merchantSales.orders.moved',
  'merchantSales.orders.cancelledMsg',
  'adminMoney.refund.done',
];
