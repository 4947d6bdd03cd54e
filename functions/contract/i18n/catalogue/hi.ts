/** The Hindi catalogue: every key of en.ts (a missing one fails the type check and tests/unit/i18n-catalogue.test.ts). */
import type { MessageKey } from './en.ts';
import about from './hi/about.ts';
import account from './hi/account.ts';
import admin from './hi/admin.ts';
import adminMoney from './hi/adminMoney.ts';
import adminReview from './hi/adminReview.ts';
import api from './hi/api.ts';
import apiMerchant from './hi/apiMerchant.ts';
import apiShopper from './hi/apiShopper.ts';
import cards from './hi/cards.ts';
import careers from './hi/careers.ts';
import catalogueImport from './hi/catalogueImport.ts';
import contact from './hi/contact.ts';
import content from './hi/content.ts';
import dashboard from './hi/dashboard.ts';
import email from './hi/email.ts';
import faqs from './hi/faqs.ts';
import footer from './hi/footer.ts';
import forms from './hi/forms.ts';
import header from './hi/header.ts';
import home from './hi/home.ts';
import layout from './hi/layout.ts';
import list from './hi/list.ts';
import listing from './hi/listing.ts';
import merchant from './hi/merchant.ts';
import merchantSales from './hi/merchantSales.ts';
import merchantSite from './hi/merchantSite.ts';
import notices from './hi/notices.ts';
import payment from './hi/payment.ts';
import payouts from './hi/payouts.ts';
import privacy from './hi/privacy.ts';
import shopper from './hi/shopper.ts';
import slots from './hi/slots.ts';
import staticPages from './hi/static.ts';
import storefront from './hi/storefront.ts';
import stores from './hi/stores.ts';
import terms from './hi/terms.ts';
import user from './hi/user.ts';

export const hi: Record<MessageKey, string> = {
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
