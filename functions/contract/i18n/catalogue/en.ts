/**
 * The English catalogue: the source of every key (issue 26 item 4, decision 0084). One file per part of
 * the site under en/, spread here; hi.ts and te.ts mirror it. The spec's English texts are kept word for word.
 */
import about from './en/about.ts';
import account from './en/account.ts';
import admin from './en/admin.ts';
import adminMoney from './en/adminMoney.ts';
import adminReview from './en/adminReview.ts';
import api from './en/api.ts';
import apiMerchant from './en/apiMerchant.ts';
import apiShopper from './en/apiShopper.ts';
import cards from './en/cards.ts';
import careers from './en/careers.ts';
import catalogueImport from './en/catalogueImport.ts';
import contact from './en/contact.ts';
import content from './en/content.ts';
import dashboard from './en/dashboard.ts';
import email from './en/email.ts';
import faqs from './en/faqs.ts';
import footer from './en/footer.ts';
import forms from './en/forms.ts';
import header from './en/header.ts';
import home from './en/home.ts';
import layout from './en/layout.ts';
import list from './en/list.ts';
import listing from './en/listing.ts';
import merchant from './en/merchant.ts';
import merchantSales from './en/merchantSales.ts';
import merchantSite from './en/merchantSite.ts';
import notices from './en/notices.ts';
import payment from './en/payment.ts';
import payouts from './en/payouts.ts';
import privacy from './en/privacy.ts';
import shopper from './en/shopper.ts';
import slots from './en/slots.ts';
import staticPages from './en/static.ts';
import storefront from './en/storefront.ts';
import stores from './en/stores.ts';
import terms from './en/terms.ts';
import user from './en/user.ts';

export const en = {
  ...about,
  ...account,
  ...admin,
  ...adminMoney,
  ...adminReview,
  ...api,
  ...apiMerchant,
  ...apiShopper,
  ...cards,
  ...careers,
  ...catalogueImport,
  ...contact,
  ...content,
  ...dashboard,
  ...email,
  ...faqs,
  ...footer,
  ...forms,
  ...header,
  ...home,
  ...layout,
  ...list,
  ...listing,
  ...merchant,
  ...merchantSales,
  ...merchantSite,
  ...notices,
  ...payment,
  ...payouts,
  ...privacy,
  ...shopper,
  ...slots,
  ...staticPages,
  ...storefront,
  ...stores,
  ...terms,
  ...user,
} as const;

export type MessageKey = keyof typeof en;
