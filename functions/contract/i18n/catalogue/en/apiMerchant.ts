/**
 * The API's error messages from the merchant's and the administrator's screens (issue 26 item 7), as the
 * contract says them in English: functions/contract/i18n/message-keys/merchant.ts maps the contract's constants to
 * these keys; the templates' English ({name} placeholders) is what the contract's functions make, and
 * tests/unit/api-messages-merchant.test.ts checks both word for word.
 */
export default {
  'apiMerchant.multipartRequired': 'Please send the form as multipart/form-data.',
  'apiMerchant.unsupportedFileType': 'Only JPG, PNG, WebP or GIF images can be uploaded.',
  'apiMerchant.unsupportedMediaType':
    'Only JPG, PNG, WebP or GIF images, or MP4 or WebM videos, can be uploaded.',
  'apiMerchant.emptyFile': 'The file is empty.',
  'apiMerchant.unreadableImage': 'The image could not be read. Please choose another file.',
  'apiMerchant.mediaStoreUnavailable':
    'The picture could not be saved just now. Nothing was changed; please try again in a moment.',
  'apiMerchant.couponUploadFailed': 'Upload failed. Please check the fields.',
  'apiMerchant.couponUpdateFailed': 'Update failed. Please check the fields.',
  'apiMerchant.couponOtherMerchant': 'A coupon is always added for your own merchant account.',
  'apiMerchant.couponNotFound': 'This coupon does not exist.',
  'apiMerchant.editSlotKept':
    'A live coupon keeps its slot while you edit it. To use another slot, add a new coupon.',
  'apiMerchant.editNotFound': 'This edit no longer waits for approval.',
  'apiMerchant.productOtherMerchant': 'You can only upload products for your own merchant account.',
  'apiMerchant.categoryHasOneProduct':
    'This category still has 1 product. Move it to another category or delete it first.',
  'apiMerchant.nothingToChange': 'Send at least one change.',
  'apiMerchant.merchantIdNotFound': 'Merchant ID not found.',
  'apiMerchant.siteUrlFirst': 'Please save your store URL first.',
  'apiMerchant.nothingToSave': 'Nothing to save: send the store URL form or the permission notes.',
  'apiMerchant.categoryNotFound': 'This category does not exist.',
  'apiMerchant.categoryOtherMerchant': 'You can only add categories to your own store.',
  'apiMerchant.catalogueCsvRequired': 'Choose the CSV file.',
  'apiMerchant.catalogueZipRequired': 'Choose the zip file of images.',
  'apiMerchant.catalogueFileTooLarge':
    'This CSV file is larger than 1 MB. Please split it into smaller files.',
  'apiMerchant.catalogueNoRows': 'This file has no products: after the heading row, add one row per product.',
  'apiMerchant.catalogueNotZip':
    'The images file is not a zip file that can be read. Make it with “Compress” or “Send to → Compressed folder”.',
  'apiMerchant.catalogueZipTooManyFiles': 'The zip file holds more than 2,000 files.',
  'apiMerchant.catalogueZipTooLarge': 'The zip file’s images are too large together (over 200 MB unpacked).',
  'apiMerchant.catalogueZipUnsupported':
    'The zip file uses a format that cannot be read (zip64 or split). Make it again with your computer’s “Compress”.',
  'apiMerchant.catalogueRowsRequired': 'Send the rows to add.',
  'apiMerchant.catalogueTooManyRowsPerCall': 'Send at most 10 rows per request.',
  'apiMerchant.saleKeyReused':
    'This submission was already used for a different sale. Please submit the form again.',
  'apiMerchant.saleCouponNotFound': 'Coupon not found.',
  'apiMerchant.saleShopperAmbiguous':
    'More than one shopper has that mobile number. Please use their username or email.',
  'apiMerchant.saleNotFound': 'Sale not found.',
  'apiMerchant.saleAlreadyReversed': 'This sale’s cashback was already reversed.',
  'apiMerchant.saleNoCashback': 'This sale earned no cashback, so there is nothing to reverse.',
  'apiMerchant.saleClickOtherShopper': 'This click id belongs to another shopper.',
  'apiMerchant.saleClickBeforeSale': 'The sale date is before the shopper’s click.',
  'apiMerchant.saleShopperOrClick': 'Enter the shopper or the click id.',
  'apiMerchant.salesFileTooLarge': 'This file is larger than 1 MB. Please split it into smaller files.',
  'apiMerchant.salesNoRows': 'This file has no sales: after the heading row, add one row per order.',
  'apiMerchant.salesCsvRequired': 'Send the file as text/csv.',
  'apiMerchant.salesRowsRequired': 'Send the rows to import.',
  'apiMerchant.salesTooManyRowsPerCall': 'Send at most 200 rows per request.',
  'apiMerchant.statementMonth': 'Choose a month as YYYY-MM.',
  'apiMerchant.overviewDays': 'Choose days as 7, 30, 90.',
  'apiMerchant.ratePercent':
    'Enter the rate as a percent from 0 to 100, with at most two decimals (6 or 6.5).',
  'apiMerchant.rateClickParam':
    'The click parameter starts with a letter and holds only letters, digits and _ (at most 32 characters).',
  'apiMerchant.rateBoundsOrder': 'The lowest rate must not be above the highest.',
  'apiMerchant.rateMerchantNotFound': 'This merchant does not exist.',
  'apiMerchant.adminCouponNotPending': 'This coupon is no longer pending.',
  'apiMerchant.adminRejectReasonRequired': 'Reject reason is required',
  'apiMerchant.paymentAmountAndMobile': 'Please enter amount and mobile number',
  'apiMerchant.paymentCategoryBanner': 'Amount, Mobile and Position are required for payment',
  'apiMerchant.paymentTopBanner': 'Please enter both amount and mobile number',
  'apiMerchant.paymentAmountRange': 'Enter an amount from ₹1 to ₹5,00,000 (rupees, up to two decimals).',
  'apiMerchant.paymentMobileInvalid':
    'Enter a 10-digit Indian mobile number (it may start with +91, 91 or 0).',
  'apiMerchant.paymentPositionInvalid': 'Choose one of the positions of this tab.',
  'apiMerchant.paymentSlotPriceInvalid': 'Enter a price from ₹1 to ₹5,00,000 (rupees, up to two decimals).',
  'apiMerchant.paymentNotFound': 'This payment does not exist.',
  'apiMerchant.refundReasonRequired': 'Give the reason for the refund.',
  'apiMerchant.refundNotPaid': 'Only a paid payment can be refunded.',
  'apiMerchant.refundedInFull': 'This payment is already refunded in full.',
  'apiMerchant.refundOtherProvider':
    'This payment was taken by another payment provider than the one set up now; refund it in that provider’s dashboard.',
  'apiMerchant.refundFailed':
    'The payment provider did not make the refund, and nothing was recorded. Please try again.',
  'apiMerchant.positionUnknown': 'There is no such position.',
  'apiMerchant.positionNotCatTcBo': 'position must be Cat, TC or BO',
  'apiMerchant.allFieldsRequired': 'All fields are required',
  'apiMerchant.imageTypeUrlRequired': 'Please select an image, type, and enter a URL.',
  'apiMerchant.imageFileRequired': 'Please select an image file.',
  'apiMerchant.flashTextRequired': 'Please enter the flash text',
  'apiMerchant.imageNotOnSite': 'This image is not on the site.',
  'apiMerchant.chooseSlot': 'Choose a slot from 1 to 24.',
  'apiMerchant.chooseKind': 'Choose a kind of image.',
  // Templates: a message made by a function; each placeholder's value is kept as it came.
  'apiMerchant.fileTooLarge': 'The file is too large. The limit is {max} MB.',
  'apiMerchant.categoryHasProducts':
    'This category still has {count} products. Move them to another category or delete them first.',
  'apiMerchant.notCsv':
    'This file could not be read as CSV (a problem near line {line}). Save it from your spreadsheet as “CSV (comma delimited)” and try again.',
  'apiMerchant.missingColumns':
    'The first row must name the columns. Missing: {names}. Download the template to see them.',
  'apiMerchant.catalogueTooManyRows':
    'This file has {rows} rows; at most {max} can be uploaded at once. Please split it into smaller files.',
  'apiMerchant.salesTooManyRows':
    'This file has {rows} rows; at most {max} can be imported at once. Please split it into smaller files.',
  'apiMerchant.slotHeld':
    'Slot {position} is held by another coupon until {until}. Choose another slot, or request it after {after}.',
  'apiMerchant.slotReserved':
    'Slot {position} is reserved by another paid request until the administrator decides. Choose another slot.',
  'apiMerchant.slotReservedForApproval':
    'Slot {position} is reserved for "{couponName}", whose premium slot is paid; decide that coupon first or choose another slot.',
  'apiMerchant.noFreeSlot':
    'No ad slot is free: slot {requested} and every other slot are held. Approve it when a slot frees up, or reject it.',
  'apiMerchant.rateOutOfBounds':
    "The cashback rate must be between {min}% and {max}% (the administrator's bounds).",
  'apiMerchant.rowField': 'Row {row}: {field} – {message}',
  'apiMerchant.row': 'Row {row}: {message}',
  'apiMerchant.saleIdempotencyKeyRequired':
    'Please send an Idempotency-Key (header or idempotencyKey field).',
  'apiMerchant.overviewMerchantNotFound': 'Merchant not found.',
  'apiMerchant.premiumSlotNotAwaitingPayment': 'This coupon is not waiting for a premium slot payment.',
  'apiMerchant.catalogueProductHidden': 'Product hidden: shoppers no longer see it.',
  'apiMerchant.catalogueProductShown': 'Product shown on your storefront again.',
  'apiMerchant.catalogueProductDeletedKept':
    'Product deleted. It was sold before, so its orders and payments keep its name and price.',
  'apiMerchant.catalogueCategorySaved': 'Category saved.',
  'apiMerchant.catalogueCategoryHidden': 'Category hidden: its products are not shown on your storefront.',
  'apiMerchant.catalogueCategoryShown': 'Category shown on your storefront again.',
  'apiMerchant.catalogueCategoryDeleted': 'Category deleted.',
  // Import rows' messages (issue 26 item 7: the rows a merchant reads, not only the refusals).
  'apiMerchant.catalogueDuplicateInFile':
    'The same product name is on row {row}; each product is added once.',
  'apiMerchant.catalogueImageMissing': '“{name}” is not in the zip file.',
  'apiMerchant.catalogueImageAmbiguous': 'The zip file has more than one file called “{name}”.',
  'apiMerchant.catalogueImageProblem': '“{name}”: {problem}',
  'apiMerchant.catalogueUnpackFailed': 'it could not be unpacked from the zip file.',
  'apiMerchant.catalogueAlreadyInCatalogue':
    'A product of this name is already in your catalogue; it will be skipped.',
  'apiMerchant.salesDuplicateInFile':
    'The same order reference is on row {row}; each order can be imported once.',
  'apiMerchant.salesAlreadyRecordedOther':
    'This order was already recorded with other details; it was skipped.',
  'apiMerchant.imageDataNotText': 'Images are uploaded as files, not as text.',
} as const;
