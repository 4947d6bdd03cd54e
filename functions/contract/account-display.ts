import type { Locale } from './i18n/locales.ts';
import { PASSWORD_MAX_LENGTH } from './limits.ts';

/**
 * The parts of the accounts contract that screens need without validating anything: texts, the
 * profile's shape, dashboard paths and number formatting. No zod here, so importing it keeps the
 * browser bundle small; accounts.ts re-exports all of it next to the schemas.
 */
export const accountMessages = {
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  mobile: 'Mobile number must be exactly 10 digits and only contain numbers',
  merchantMobile: 'Please Check your Mobile Number',
  email: 'Please enter a valid email address',
  required: 'This field is required',
  terms: 'Please accept the terms and conditions',
  duplicate: 'A merchant with the same Name and Email already exists.',
  loginSucceeded: 'Login successful!',
  loginFailed: 'Login failed. Please try again.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  userSignupSucceeded: 'User Sign-up successful!',
  merchantSignupSucceeded: 'Merchant Sign-up successful!',
  signupFailedPrefix: 'Sign-up failed: ',
  signupFailedRetry: 'Please try again.',
  signupNoConnection: 'Sign-up failed. Please check your connection.',
  registrationFailed: 'Registration failed.',
  userDetailsSaved: 'Registration successful',
  merchantDetailsSucceeded: 'Merchant Details Submitted Successfully',
  merchantDetailsFailed: 'Error in submitting merchant details',
  googleSucceeded: 'Login Success',
  googleFailed: 'Login Failed',
  adminInvalid: 'Invalid admin credentials',
  invalidReferralMobile: 'Please enter a valid 10-digit Indian mobile number.',
  /** 409: the details form sent twice (another tab, a double submit) after the first one saved them. */
  userDetailsAlreadySaved: 'Your details are already saved.',
  merchantDetailsAlreadySaved: 'Your merchant details are already saved.',
  /** Spec section 5, Referral invite: no login record (no invite link) to share. */
  referralUserNotLoaded: 'User data not loaded yet. Please try again.',
} as const;

export type Role = 'user' | 'merchant' | 'admin';

/** What the browser may know of the signed-in account (GET /api/auth/me). Nothing secret. */
export interface Profile {
  id: string;
  role: Role;
  name: string;
  username: string;
  email: string | null;
  picture: string | null;
  referralCode: string;
  /** The merchant record's id (merchants), used by the storefront link. */
  merchantId: string | null;
  /** Whether the user or merchant details record exists; without it the dashboard shows the form. */
  hasDetails: boolean;
  /** False for a form sign-up until its emailed link is opened: the header then says how to verify. */
  emailVerified: boolean;
  /** The language the person chose (issue 26): 'en', 'hi' or 'te'. Dashboards and emails follow it. */
  language: Locale;
}

/** Where "View Profile" leads for each role. */
export const DASHBOARD_PATHS: Record<Role, string> = {
  user: '/user/dashboard',
  merchant: '/merchant/dashboard',
  admin: '/admin-dashboard',
};

/** The header shows the first 4 characters of the name followed by '...'. */
export const shortName = (name: string) => `${Array.from(name).slice(0, 4).join('')}...`;
