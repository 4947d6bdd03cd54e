import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '../contract/i18n/locales.ts';
import { EXPORT_FILE_NAME, settingsMessages } from '../contract/account-settings.ts';
import {
  changeEmailSchema,
  changeMobileSchema,
  changeNameSchema,
  changePasswordSchema,
  deleteAccountSchema,
  languageSchema,
} from '../contract/account-settings-schemas.ts';
import { personal, requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clearSessionCookie, readSessionToken } from '../auth/session-cookie.ts';
import { readJson } from '../http/read-json.ts';
import { siteOrigin } from '../http/site-origin.ts';
import {
  changeEmail,
  changeLanguage,
  changeMobile,
  changeName,
  changePassword,
} from '../services/accounts/change-account-details.ts';
import { deleteMyAccount } from '../services/accounts/delete-my-account.ts';
import { rateLimit } from './rate-limit.ts';
import { exportMyData } from '../services/accounts/export-my-data.ts';
import { readAccountSettings } from '../services/accounts/read-account.ts';
import { emailPreferenceMessages } from '../contract/cashback-emails.ts';
import { emailPreferencesSchema } from '../contract/cashback-emails-schemas.ts';
import { saveEmailPreferences } from '../services/notifications/email-preferences.ts';

/**
 * Settings and data rights (issue 13) for any signed-in account: identity only from the session.
 * "Sign out everywhere" is POST /api/auth/sign-out-everywhere (decision 0016).
 */
export const accountRoutes = new Hono<AppEnv>();

/** Every route here: any signed-in account (visitors 401), never cached. */
const anyAccount = requireRole('user', 'merchant', 'admin');

// GET /api/account/settings – what the Settings tab shows
accountRoutes.get('/settings', anyAccount, async (c) =>
  c.json(await readAccountSettings(c.var.db, signedInAccountId(c))),
);

// PUT /api/account/language – the language switcher's choice (issue 26, decision 0084): remembered in the
// `lang` cookie for anyone, and on the account when signed in (its dashboards and emails follow it).
accountRoutes.put('/language', personal, async (c) => {
  const { language } = await readJson(c, languageSchema);
  const account = c.var.account;
  if (account) await changeLanguage(c.var.db, account.id, language);
  setCookie(c, LOCALE_COOKIE, language, {
    path: '/',
    sameSite: 'Lax',
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return c.json({ language, saved: account ? 'account' : 'cookie' });
});

// PUT /api/account/name – the name shown on the site (and a merchant record's name)
accountRoutes.put('/name', anyAccount, async (c) => {
  const { name } = await readJson(c, changeNameSchema);
  await changeName(c.var.db, signedInAccountId(c), name);
  return c.json({
    message: settingsMessages.nameSaved,
    settings: await readAccountSettings(c.var.db, signedInAccountId(c)),
  });
});

// PUT /api/account/mobile – the ten-digit mobile number
accountRoutes.put('/mobile', anyAccount, async (c) => {
  const { mobile } = await readJson(c, changeMobileSchema);
  await changeMobile(c.var.db, signedInAccountId(c), mobile);
  return c.json({
    message: settingsMessages.mobileSaved,
    settings: await readAccountSettings(c.var.db, signedInAccountId(c)),
  });
});

// PUT /api/account/password – current password required; every other session ends
accountRoutes.put('/password', anyAccount, async (c) => {
  const body = await readJson(c, changePasswordSchema);
  await changePassword(c.var.db, {
    accountId: signedInAccountId(c),
    currentPassword: body.currentPassword,
    newPassword: body.newPassword,
    sessionToken: readSessionToken(c),
    clientAddress: c.env?.clientAddress,
  });
  return c.json({ message: settingsMessages.passwordSaved });
});

// PUT /api/account/email – changed at once, unconfirmed until the emailed link is opened
accountRoutes.put('/email', anyAccount, async (c) => {
  const body = await readJson(c, changeEmailSchema);
  const { linkSent } = await changeEmail(c.var.db, c.var.mailer, {
    accountId: signedInAccountId(c),
    email: body.email,
    currentPassword: body.currentPassword,
    clientAddress: c.env?.clientAddress,
    siteOrigin: siteOrigin(c),
  });
  return c.json({
    message: linkSent ? settingsMessages.emailSaved : settingsMessages.emailSavedLinkNotSent,
    settings: await readAccountSettings(c.var.db, signedInAccountId(c)),
  });
});

// PUT /api/account/email-preferences – JSON {cashbackUpdates?, payoutUpdates?, savedReminders?, followDigest?}: the Settings switches (at least one)
accountRoutes.put('/email-preferences', anyAccount, async (c) => {
  const changes = await readJson(c, emailPreferencesSchema);
  const emailPreferences = await saveEmailPreferences(c.var.db, signedInAccountId(c), changes);
  return c.json({ message: emailPreferenceMessages.saved, emailPreferences });
});

// GET /api/account/export – "Download my data": this account's rows as a JSON attachment
accountRoutes.get('/export', anyAccount, rateLimit('data-export', { per: 'account' }), async (c) => {
  const data = await exportMyData(c.var.db, signedInAccountId(c));
  c.header('Content-Disposition', `attachment; filename="${EXPORT_FILE_NAME}"`);
  return c.json(data);
});

// POST /api/account/delete – personal data erased, money records kept; signed out
accountRoutes.post('/delete', anyAccount, async (c) => {
  const body = await readJson(c, deleteAccountSchema);
  await deleteMyAccount(c.var.db, {
    accountId: signedInAccountId(c),
    password: body.password,
    confirm: body.confirm,
    clientAddress: c.env?.clientAddress,
  });
  clearSessionCookie(c);
  return c.json({ message: settingsMessages.deleted });
});
