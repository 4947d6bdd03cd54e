import { catalogueMessages, CATALOGUE_MAX_STOCK } from '../../functions/contract/catalogue.ts';
import { formatPaise, PAISE_PER_RUPEE } from '../../functions/contract/money.ts';
import {
  PAGE_SLUG_LENGTH,
  pageSlugMessage,
  priceMessage,
  PRICE_MAX_PAISE,
  URL_MAX_LENGTH,
  webUrlMessages,
} from '../../functions/contract/rules.ts';
import { formatCount } from '../../functions/contract/sales-import.ts';
import { siteCreationMessages } from '../../functions/contract/site-creation.ts';
import type { Locale } from '../../functions/contract/i18n/locales.ts';
import { LIST_KEYS } from '../islands/load-more.tsx';
import {
  pickTexts,
  translate,
  type MessageKey,
  type MessageParams,
} from '../../functions/contract/i18n/translate.ts';

/**
 * Site creation's texts for its island (issue 26, decision 0084): the choice, the own-site forms and the
 * storefront forms, picked on the server in the page's language and passed as a prop, so the island
 * never loads the catalogue.
 */
const SITE_KEYS = [
  ...LIST_KEYS,
  'merchantSite.site.legend',
  'merchantSite.site.optionOwnSite',
  'merchantSite.site.optionCreate',
  'merchantSite.site.loadingSaved',
  'merchantSite.site.storeUrl',
  'merchantSite.site.scrapePermission',
  'merchantSite.site.saveUrlFirst',
  'merchantSite.site.saveUrlLink',
  'merchantSite.site.uploadStore',
  'merchantSite.site.loadingStore',
  'merchantSite.site.addCategories',
  'merchantSite.site.addProducts',
  'merchantSite.site.loadingCategories',
  'merchantSite.site.uploadCsv',
  'merchantSite.site.yourProducts',
  'merchant.link.storefront',
  'merchantSite.form.storeName',
  'merchantSite.form.pageSlug',
  'merchantSite.form.pageSlugHint',
  'merchantSite.form.siteUrl',
  'merchant.form.urlHint',
  'merchantSite.form.saveUrl',
  'merchantSite.form.permissionNote',
  'merchantSite.form.yourSite',
  'merchantSite.form.notes',
  'merchantSite.form.notesHint',
  'merchantSite.form.consent',
  'merchantSite.form.givePermission',
  'merchantSite.form.storeDetails',
  'merchantSite.form.storeAddress',
  'merchantSite.form.tagline',
  'merchantSite.form.about',
  'merchantSite.form.logo',
  'merchantSite.form.landingBanner',
  'merchantSite.form.heroBanner',
  'merchantSite.form.currentLogo',
  'merchantSite.form.currentLandingBanner',
  'merchantSite.form.currentHeroBanner',
  'merchantSite.form.imageHint',
  'merchantSite.form.replacePicture',
  'merchantSite.form.saveStore',
  'merchant.form.uploadingPercent',
  'merchantSite.form.addCategoryLabel',
  'merchantSite.form.categoryName',
  'merchant.form.description',
  'merchantSite.form.addCategory',
  'merchantSite.form.editProduct',
  'merchantSite.form.addProductLabel',
  'merchantSite.form.productName',
  'merchantSite.form.brand',
  'merchantSite.form.price',
  'merchantSite.form.priceHint',
  'merchantSite.form.mrp',
  'merchantSite.form.mrpHint',
  'merchantSite.form.stock',
  'merchantSite.form.stockHint',
  'merchant.form.category',
  'merchant.form.categoryPlaceholder',
  'merchantSite.form.addCategoryFirst',
  'merchantSite.form.newPhoto',
  'merchantSite.form.productPhoto',
  'merchantSite.form.replacePhoto',
  'merchantSite.form.onePhoto',
  'merchant.form.save',
  'merchantSite.form.addProduct',
  'merchant.products.cancel',
  'merchantSite.msg.siteUrlSaved',
  'merchantSite.msg.uploadFailed',
  'merchantSite.msg.permissionSaved',
  'merchantSite.msg.permissionFailed',
  'merchantSite.msg.storeSaved',
  'merchantSite.msg.collectionSaved',
  'merchantSite.msg.productFailed',
  'merchantSite.msg.productSaved',
  'merchantSite.catalogue.productsTitle',
  'merchantSite.catalogue.categoriesTitle',
  'merchantSite.catalogue.noProducts',
  'merchantSite.catalogue.noCategories',
  'merchantSite.catalogue.loadFailed',
  'merchantSite.catalogue.loading',
  'merchantSite.catalogue.loadMore',
  'merchantSite.catalogue.outOfStock',
  'merchantSite.catalogue.inStock',
  'merchantSite.catalogue.statusLive',
  'merchantSite.catalogue.statusHidden',
  'merchantSite.catalogue.statusAdminHidden',
  'merchantSite.catalogue.confirmLabel',
  'merchantSite.catalogue.confirmDelete',
  'merchantSite.catalogue.yesDelete',
  'merchantSite.catalogue.keep',
  'merchantSite.catalogue.edit',
  'merchantSite.catalogue.show',
  'merchantSite.catalogue.hide',
  'merchantSite.catalogue.showLabel',
  'merchantSite.catalogue.hideLabel',
  'merchantSite.catalogue.delete',
  'merchantSite.catalogue.deleteLabel',
  'merchantSite.catalogue.rename',
  'merchantSite.catalogue.renameLabel',
  'merchantSite.catalogue.newName',
  'merchantSite.catalogue.save',
  'merchantSite.catalogue.countOne',
  'merchantSite.catalogue.countOther',
  'merchantSite.catalogue.hidden',
  'merchantSite.catalogue.productNotFound',
  'merchantSite.catalogue.categoryNotFound',
] as const;
export type SiteTextKey = (typeof SITE_KEYS)[number];

/** The English field messages the forms' checks give (rules.ts, shared with the server), each with its key. */
export function siteRuleMessages(): [string, MessageKey, MessageParams?][] {
  return [
    [siteCreationMessages.required, 'merchantSite.msg.required'],
    [siteCreationMessages.consentRequired, 'merchantSite.msg.consentRequired'],
    [siteCreationMessages.imageRequired, 'merchantSite.msg.imageRequired'],
    [siteCreationMessages.slugTaken, 'merchantSite.msg.slugTaken'],
    [siteCreationMessages.categoryTaken, 'merchantSite.msg.categoryTaken'],
    [pageSlugMessage, 'merchantSite.msg.pageSlug', PAGE_SLUG_LENGTH],
    [
      priceMessage,
      'merchantSite.msg.price',
      { min: formatPaise(PAISE_PER_RUPEE), max: formatPaise(PRICE_MAX_PAISE) },
    ],
    [catalogueMessages.mrpMessage, 'merchantSite.msg.mrp'],
    [catalogueMessages.mrpBelowPrice, 'merchantSite.msg.mrpBelowPrice'],
    [catalogueMessages.stockMessage, 'merchantSite.msg.stock', { max: formatCount(CATALOGUE_MAX_STOCK) }],
    [webUrlMessages.invalid, 'merchant.msg.urlInvalid'],
    [webUrlMessages.scheme, 'merchant.msg.urlScheme'],
    [webUrlMessages.credentials, 'merchant.msg.urlCredentials'],
    [webUrlMessages.host, 'merchant.msg.urlHost'],
    [webUrlMessages.tooLong, 'merchant.msg.urlTooLong', { max: URL_MAX_LENGTH }],
  ];
}

/** Site creation's texts, and its checks' messages in the page's language (empty in English). */
export type SiteTexts = Record<SiteTextKey, string> & {
  /** English rule message → the same message in the page's language. */
  messages: Record<string, string>;
};

export function siteCreationTexts(locale: Locale): SiteTexts {
  const messages =
    locale === 'en'
      ? {}
      : Object.fromEntries(
          siteRuleMessages().map(([english, key, params]) => [english, translate(locale, key, params)]),
        );
  return { ...pickTexts(locale, SITE_KEYS), messages };
}
