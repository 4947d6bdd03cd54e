/** The Telugu catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */
import type { MessageKey } from './en.ts';
import about from './te/about.ts';
import account from './te/account.ts';
import admin from './te/admin.ts';
import adminMoney from './te/adminMoney.ts';
import adminReview from './te/adminReview.ts';
import api from './te/api.ts';
import apiMerchant from './te/apiMerchant.ts';
import apiShopper from './te/apiShopper.ts';
import cards from './te/cards.ts';
import careers from './te/careers.ts';
import catalogueImport from './te/catalogueImport.ts';
import contact from './te/contact.ts';
import content from './te/content.ts';
import dashboard from './te/dashboard.ts';
import email from './te/email.ts';
import faqs from './te/faqs.ts';
import footer from './te/footer.ts';
import forms from './te/forms.ts';
import header from './te/header.ts';
import home from './te/home.ts';
import layout from './te/layout.ts';
import list from './te/list.ts';
import listing from './te/listing.ts';
import merchant from './te/merchant.ts';
import merchantSales from './te/merchantSales.ts';
import merchantSite from './te/merchantSite.ts';
import notices from './te/notices.ts';
import payment from './te/payment.ts';
import payouts from './te/payouts.ts';
import privacy from './te/privacy.ts';
import shopper from './te/shopper.ts';
import slots from './te/slots.ts';
import staticPages from './te/static.ts';
import storefront from './te/storefront.ts';
import stores from './te/stores.ts';
import terms from './te/terms.ts';
import user from './te/user.ts';

export const te: Record<MessageKey, string> = {
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
};
