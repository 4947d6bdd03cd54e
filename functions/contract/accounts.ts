import { z } from './zod.ts';
import { accountMessages } from './account-display.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';
import { optionalWebUrl } from './web-url.ts';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isMobile,
  REFERRAL_CODE_PATTERN,
  TEXT_LIMITS,
  USERNAME_PATTERN,
} from './rules.ts';

export * from './account-display.ts';

/**
 * Sign-up, sign-in and details forms: one set of schemas, used by the islands for instant feedback and
 * by the API for the real check, built on the rules of rules.ts. Messages are the spec's (section 5)
 * where it has them.
 */

const required = (max: number = TEXT_LIMITS.name) =>
  z.string().trim().min(1, accountMessages.required).max(max);
const optionalText = (max: number = TEXT_LIMITS.address) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong);
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ pattern: EMAIL_PATTERN, message: accountMessages.email }).max(EMAIL_MAX_LENGTH));
export const mobileSchema = z.string().trim().refine(isMobile, accountMessages.mobile);
/** The user name's and the referral code's messages (named, so the API can answer them in Hindi and Telugu). */
export const signUpFieldMessages = {
  usernameTooShort: `User name must be at least ${TEXT_LIMITS.username.min} characters long`,
  usernameTooLong: `User name must be at most ${TEXT_LIMITS.username.max} characters long`,
  usernameCharacters: 'User name may use letters, digits, dot, dash and underscore',
  referralCode: 'This referral code is not valid',
} as const;

export const usernameSchema = z
  .string()
  .trim()
  .min(TEXT_LIMITS.username.min, signUpFieldMessages.usernameTooShort)
  .max(TEXT_LIMITS.username.max, signUpFieldMessages.usernameTooLong)
  .regex(USERNAME_PATTERN, signUpFieldMessages.usernameCharacters);
const referralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(REFERRAL_CODE_PATTERN, signUpFieldMessages.referralCode)
  .optional()
  .or(z.literal('').transform(() => undefined));

/** POST /api/UserDetail1/register (spec: User registration). Server-made fields are ignored. */
export const userSignupSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  mobileNumber: mobileSchema,
  password: passwordSchema,
  address: optionalText(),
  referredBy: referralCodeSchema,
});
export type UserSignup = z.infer<typeof userSignupSchema>;

/** The user-details form of a signed-in account that has no user record yet (e.g. after Google). */
export const userDetailsSchema = userSignupSchema
  .omit({ password: true, referredBy: true, username: true })
  .extend({
    username: usernameSchema.optional(),
  });

const merchantFields = {
  merchantName: required(),
  brandName: optionalText(TEXT_LIMITS.name),
  industry: optionalText(TEXT_LIMITS.name),
  category: required(TEXT_LIMITS.category),
  address: optionalText(),
  email: emailSchema,
  mobile: z.string().trim().refine(isMobile, accountMessages.merchantMobile),
  merchatSiteUrl: optionalWebUrl,
};

/** POST /api/MerchantDetails as a sign-up (spec: Merchant details / sign-up). */
export const merchantSignupSchema = z.object({
  ...merchantFields,
  mobile: mobileSchema,
  userName: usernameSchema,
  password: passwordSchema,
  referredByCode: referralCodeSchema,
});
export type MerchantSignup = z.infer<typeof merchantSignupSchema>;

/** POST /api/MerchantDetails from the merchant-details form of a signed-in merchant account. */
export const merchantDetailsSchema = z.object(merchantFields);
export type MerchantDetails = z.infer<typeof merchantDetailsSchema>;

/** POST /api/UserDetail1/Login: by user name or email. */
export const userLoginSchema = z
  .object({
    username: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
    email: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
    password: z.string().min(1, accountMessages.required).max(PASSWORD_MAX_LENGTH),
  })
  .refine((body) => Boolean(body.username || body.email), {
    message: accountMessages.required,
    path: ['username'],
  });

/** POST /api/MerchantDetails/Login */
export const merchantLoginSchema = z.object({
  userName: z.string().trim().min(1, accountMessages.required).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1, accountMessages.required).max(PASSWORD_MAX_LENGTH),
});

/** POST /api/auth/admin-login: the admin gate's name and password. */
export const adminLoginSchema = z.object({
  name: z.string().trim().min(1, accountMessages.required).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1, accountMessages.required).max(PASSWORD_MAX_LENGTH),
});
