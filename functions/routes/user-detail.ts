import { Hono } from 'hono';
import {
  accountMessages,
  userDetailsSchema,
  userLoginSchema,
  userSignupSchema,
} from '../contract/accounts.ts';
import { personal } from '../auth/guards.ts';
import { startSession } from '../auth/start-session.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { rateLimit, signUpsPerHour } from './rate-limit.ts';
import { readJson } from '../http/read-json.ts';
import { registerUser } from '../services/accounts/register-user.ts';
import { sendSignUpVerification } from '../services/accounts/send-sign-up-verification.ts';
import { describeError } from '../http/logger.ts';
import { siteOrigin } from '../http/site-origin.ts';
import { withCookieLanguage } from './sign-up-language.ts';
import { saveUserDetails } from '../services/accounts/save-user-details.ts';
import { signInWithPassword } from '../services/accounts/sign-in-with-password.ts';
import { toProfile } from '../services/accounts/to-profile.ts';

export const userDetailRoutes = new Hono<AppEnv>();

// POST /api/UserDetail1/register – a visitor signs up; a signed-in user without details completes them
userDetailRoutes.post(
  '/register',
  personal,
  rateLimit('sign-up-user', { max: signUpsPerHour }),
  async (c) => {
    const account = c.var.account;
    if (account) {
      if (account.role !== 'user') throw HttpError.forbidden();
      await saveUserDetails(c.var.db, account, await readJson(c, userDetailsSchema));
      return c.json(
        { message: accountMessages.userDetailsSaved, profile: await toProfile(c.var.db, account) },
        201,
      );
    }
    const created = await withCookieLanguage(
      c,
      await registerUser(c.var.db, await readJson(c, userSignupSchema)),
    );
    const mail = await sendSignUpVerification(c.var.db, c.var.mailer, created, siteOrigin(c));
    if (!mail.sent) c.var.log.error('sign-up: verification mail not sent', describeError(mail.error));
    return c.json({ message: accountMessages.userSignupSucceeded, username: created.username }, 201);
  },
);

// POST /api/UserDetail1/Login – user name or email, and password
userDetailRoutes.post(
  '/Login',
  personal,
  rateLimit('sign-in-user', { message: accountMessages.tooManyAttempts, failuresOnly: true }),
  async (c) => {
    const body = await readJson(c, userLoginSchema);
    const account = await signInWithPassword(c.var.db, {
      name: body.username || body.email || '',
      password: body.password,
      role: 'user',
      clientAddress: c.env?.clientAddress,
    });
    await startSession(c, account);
    return c.json({ message: accountMessages.loginSucceeded, profile: await toProfile(c.var.db, account) });
  },
);
