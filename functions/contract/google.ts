import { signUpFieldMessages } from './accounts.ts';
import { safeReturnPath, signInPathReturningTo, withQueryParam } from './return-path.ts';
import { z } from './zod.ts';

/**
 * Google sign-in (docs/decisions/0006-google-sign-in-with-openid-client.md): which button started it
 * decides the role of a new account and where the browser lands afterwards (spec section 4).
 * Pure: no I/O, so the website may import it too.
 */
export const GOOGLE_INTENTS = z.enum(['user-signin', 'user-signup', 'user-from-merchant-page', 'merchant']);
export type GoogleIntent = z.infer<typeof GOOGLE_INTENTS>;

/** Spec section 4: /user/dashboard from the merchant page, /merchant/dashboard for merchants, else /. */
export const GOOGLE_LANDING_PATHS: Record<GoogleIntent, string> = {
  'user-from-merchant-page': '/user/dashboard',
  merchant: '/merchant/dashboard',
  'user-signin': '/',
  'user-signup': '/',
};

export const googleMessages = {
  /** 404 of the Google routes on a site without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET. */
  notConfigured: 'Google sign-in is not configured.',
} as const;

/** The query parameter the pages read to show 'Login Success' or 'Login Failed'. */
export const GOOGLE_LOGIN_PARAM = 'login';
export const GOOGLE_LOGIN_SUCCEEDED = 'google-success';
export const GOOGLE_LOGIN_FAILED = 'google-failed';

/**
 * Where a failed Google sign-in sends the browser back to: the sign-in page it came from, with the
 * return path the sign-in began with (when safe) as its `?next=`, so the next try still returns there.
 */
export function googleFailurePath(intent: GoogleIntent | null, returnPath?: string | null): string {
  const page = intent === 'merchant' ? '/MerchantSignin' : '/UserSignin';
  return withQueryParam(signInPathReturningTo(page, returnPath), GOOGLE_LOGIN_PARAM, GOOGLE_LOGIN_FAILED);
}

/**
 * Where a successful Google sign-in lands: the page it began from when it named a safe return path
 * (issue 21, item 9), else the intent's landing.
 */
export function googleSuccessPath(intent: GoogleIntent, returnPath?: string | null): string {
  const landing = safeReturnPath(returnPath) ?? GOOGLE_LANDING_PATHS[intent];
  return withQueryParam(landing, GOOGLE_LOGIN_PARAM, GOOGLE_LOGIN_SUCCEEDED);
}

/** POST /api/Auth/google-login: begins a sign-in and answers the provider's authorization URL. */
export const googleLoginSchema = z.object({
  intent: GOOGLE_INTENTS,
  referredByCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,16}$/, signUpFieldMessages.referralCode)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where to return after the sign-in (beyond the spec); anything but a same-site path is dropped. */
  next: z
    .unknown()
    .optional()
    .transform((value) => safeReturnPath(value) ?? undefined),
});
export type GoogleLogin = z.infer<typeof googleLoginSchema>;

/** GET /api/auth/providers: which sign-in providers this deployment offers. */
export interface AuthProviders {
  google: boolean;
}
