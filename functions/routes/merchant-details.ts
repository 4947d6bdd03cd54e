import { Hono } from 'hono';
import {
  accountMessages,
  merchantDetailsSchema,
  merchantLoginSchema,
  merchantSignupSchema,
} from '../contract/accounts.ts';
import { personal } from '../auth/guards.ts';
import { startSession } from '../auth/start-session.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { rateLimit, signUpsPerHour } from './rate-limit.ts';
import { readJson } from '../http/read-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import { readMerchantDetails } from '../services/accounts/read-merchant-details.ts';
import { registerMerchant, saveMerchantDetails } from '../services/accounts/register-merchant.ts';
import { signInWithPassword } from '../services/accounts/sign-in-with-password.ts';
import { sendSignUpVerification } from '../services/accounts/send-sign-up-verification.ts';
import { withCookieLanguage } from './sign-up-language.ts';
import { describeError } from '../http/logger.ts';
import { siteOrigin } from '../http/site-origin.ts';
import { toProfile } from '../services/accounts/to-profile.ts';

export const merchantDetailsRoutes = new Hono<AppEnv>();

// POST /api/MerchantDetails – a visitor signs up as a merchant; a signed-in merchant without a record completes it
merchantDetailsRoutes.post(
  '/',
  personal,
  rateLimit('sign-up-merchant', { max: signUpsPerHour }),
  async (c) => {
    const account = c.var.account;
    if (account) {
      if (account.role !== 'merchant') throw HttpError.forbidden();
      await saveMerchantDetails(c.var.db, account, await readJson(c, merchantDetailsSchema));
      return c.json(
        { message: accountMessages.merchantDetailsSucceeded, profile: await toProfile(c.var.db, account) },
        201,
      );
    }
    const registered = await registerMerchant(c.var.db, await readJson(c, merchantSignupSchema));
    const created = await withCookieLanguage(c, registered.account);
    const mail = await sendSignUpVerification(c.var.db, c.var.mailer, created, siteOrigin(c));
    if (!mail.sent) c.var.log.error('sign-up: verification mail not sent', describeError(mail.error));
    return c.json({ message: accountMessages.merchantSignupSucceeded, userName: created.username }, 201);
  },
);

// POST /api/MerchantDetails/Login – user name (or email) and password
merchantDetailsRoutes.post(
  '/Login',
  personal,
  rateLimit('sign-in-merchant', { message: accountMessages.tooManyAttempts, failuresOnly: true }),
  async (c) => {
    const body = await readJson(c, merchantLoginSchema);
    const account = await signInWithPassword(c.var.db, {
      name: body.userName,
      password: body.password,
      role: 'merchant',
      clientAddress: c.env?.clientAddress,
    });
    await startSession(c, account);
    return c.json({ message: accountMessages.loginSucceeded, profile: await toProfile(c.var.db, account) });
  },
);

// GET /api/MerchantDetails/{id} – the whole record to its owner and admins, public fields to others
merchantDetailsRoutes.get('/:id', personal, async (c) => {
  return c.json(await readMerchantDetails(c.var.db, readPathId(c), c.var.account));
});
