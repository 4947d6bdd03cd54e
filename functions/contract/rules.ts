import { AD_SLOT_MAX, AD_SLOT_MIN, MOBILE_DIGITS } from './limits.ts';
import { messages } from './messages.ts';
import {
  CATEGORY_BANNER_FRAMES,
  TOP_COUPONS_POSITIONS,
  TOP_MIDDLE_POSITION,
  type SiteImageKind,
} from './site-images.ts';

/**
 * Every input rule of the site, written once (spec section 5): plain functions and constants, no zod,
 * so islands and plain page scripts import them without shipping a validation library. The contract's
 * zod schemas, the upload handlers and the forms all call these; a rule changes here or nowhere.
 */

// ---------------------------------------------------------------------------------------------------
// Ad slots

export const slotRangeMessage = `Requested Slot Id must be greater than 0 and less than or equal to ${AD_SLOT_MAX}`;

/** A slot number as a number: a whole number from 1 to 24. */
export function isSlotId(value: number): boolean {
  return Number.isInteger(value) && value >= AD_SLOT_MIN && value <= AD_SLOT_MAX;
}

/** A slot as typed into a form: digits only (no sign, point or exponent), then the range. Null when not a slot. */
export function parseSlotId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return isSlotId(value) ? value : null;
}

// ---------------------------------------------------------------------------------------------------
// Mobile numbers

/** Account and contact forms: exactly ten digits, nothing else (the form asks for it without +91). */
export function isMobile(text: string): boolean {
  return new RegExp(`^\\d{${MOBILE_DIGITS}}$`).test(text.trim());
}

/**
 * A number to share with (referral invites, payment links): +91, 91 or a leading 0 is stripped, and
 * what is left must be a ten-digit Indian mobile number, which starts with 6 to 9. Null otherwise.
 */
export function toIndianMobile(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** Spec section 5: sharing numbers get the 91 country code. */
export function toWhatsAppNumber(input: string): string | null {
  const mobile = toIndianMobile(input);
  return mobile ? `91${mobile}` : null;
}

/** The referral invite's field keeps digits only and the last ten of them (spec section 5). */
export function referralInviteNumber(typed: string): string | null {
  return toWhatsAppNumber(typed.replace(/\D/g, '').slice(-MOBILE_DIGITS));
}

// ---------------------------------------------------------------------------------------------------
// Email

export const EMAIL_MAX_LENGTH = 254;

/**
 * The server's email rule (zod 4's default email pattern, which the contract's schemas pass to
 * z.email), so a form never accepts what the server then refuses, nor the other way round.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmail(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

// ---------------------------------------------------------------------------------------------------
// Web addresses (merchant URLs, site URLs)

export const URL_MAX_LENGTH = 500;

/** Spec section 5: merchant and site URLs get https:// unless they already begin with http. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return trimmed;
  return /^http/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A URL as typed: the scheme may be left out, but it must be http(s) and its host must have a dot. */
export function isWebAddress(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > URL_MAX_LENGTH) return false;
  try {
    const url = new URL(withScheme(trimmed));
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------
// Referral codes

export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,16}$/;

/** Codes are compared in upper case; an empty field means no code. */
export function normaliseReferralCode(text: string): string {
  return text.trim().toUpperCase();
}

/** A code as typed or in a path (/{id}, /userSignup/{id}, /MerchantSignup/{id}): 4 to 16 letters or digits. */
export function isReferralCode(text: string | undefined): text is string {
  return text !== undefined && REFERRAL_CODE_PATTERN.test(normaliseReferralCode(text));
}

// ---------------------------------------------------------------------------------------------------
// Text limits (characters, after trimming)

export const TEXT_LIMITS = {
  username: { min: 3, max: 40 },
  name: 200,
  category: 100,
  address: 500,
  flashText: 500,
  rejectReason: 1000,
  contactMessage: 2000,
} as const;

/** User names: letters, digits, dot, dash and underscore, in any script. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]+$/u;

/** The flash text a form may send: something after trimming, at most the limit. */
export function isFlashText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= TEXT_LIMITS.flashText;
}

// ---------------------------------------------------------------------------------------------------
// Uploads

const MB = 1024 * 1024;

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const VIDEO_CONTENT_TYPES = ['video/mp4', 'video/webm'] as const;

/**
 * What each kind of upload may be. Coupon ad images follow the spec's hint (2 MB); banners that may be
 * video (the spec plays video content types in the rotating banner) get a larger limit.
 */
export const UPLOAD_RULES = {
  couponAd: { maxBytes: 2 * MB, allowVideo: false, maxWidth: 810 },
  hero: { maxBytes: 5 * MB, allowVideo: false, maxWidth: 1920 },
  banner: { maxBytes: 10 * MB, allowVideo: true, maxWidth: 1920 },
  siteImage: { maxBytes: 5 * MB, allowVideo: false, maxWidth: 1600 },
  product: { maxBytes: 3 * MB, allowVideo: false, maxWidth: 1200 },
  storeImage: { maxBytes: 5 * MB, allowVideo: false, maxWidth: 1920 },
} as const;

export type UploadKind = keyof typeof UPLOAD_RULES;

/** The `accept` attribute of a file input for this kind of upload. */
export function acceptFor(kind: UploadKind): string {
  const types: readonly string[] = UPLOAD_RULES[kind].allowVideo
    ? [...IMAGE_CONTENT_TYPES, ...VIDEO_CONTENT_TYPES]
    : IMAGE_CONTENT_TYPES;
  return types.join(',');
}

/** The message for a file of an unsupported type, which names what this kind accepts. */
export function unsupportedTypeMessage(kind: UploadKind): string {
  return UPLOAD_RULES[kind].allowVideo ? messages.unsupportedMediaType : messages.unsupportedFileType;
}

/**
 * Size and type of a file for this kind of upload; null when it may be sent. The browser checks the
 * type the file declares, to save sending it (null when the browser declares none: the server decides);
 * the server checks the type the file's bytes show ('' when nothing was recognised).
 */
export function checkUploadFile(
  file: { size: number; type: string | null },
  kind: UploadKind,
): string | null {
  const rule = UPLOAD_RULES[kind];
  if (file.size === 0) return messages.emptyFile;
  if (file.size > rule.maxBytes) return messages.fileTooLarge(rule.maxBytes);
  const allowed: readonly string[] = rule.allowVideo
    ? [...IMAGE_CONTENT_TYPES, ...VIDEO_CONTENT_TYPES]
    : IMAGE_CONTENT_TYPES;
  if (file.type !== null && !allowed.includes(file.type)) return unsupportedTypeMessage(kind);
  return null;
}

/**
 * Each kind of site image: which upload rules its file follows, where it may go (named positions, an
 * ad slot, or anywhere), and whether a new upload replaces what holds that place or is added next to it.
 */
export interface SiteImageRule {
  upload: UploadKind;
  /** Named positions, 'slot' for an ad slot (1 to 24), or null when the kind has no place. */
  positions: readonly string[] | 'slot' | null;
  replaces: boolean;
}

export const SITE_IMAGE_RULES: Record<SiteImageKind, SiteImageRule> = {
  hero: { upload: 'hero', positions: null, replaces: false },
  top_middle: { upload: 'siteImage', positions: [TOP_MIDDLE_POSITION], replaces: true },
  top_banner: { upload: 'banner', positions: null, replaces: false },
  category_banner: {
    upload: 'siteImage',
    positions: Object.keys(CATEGORY_BANNER_FRAMES),
    replaces: true,
  },
  top_coupons: { upload: 'siteImage', positions: TOP_COUPONS_POSITIONS, replaces: true },
  seasonal: { upload: 'siteImage', positions: null, replaces: false },
  card: { upload: 'siteImage', positions: null, replaces: false },
  // One popup ad at a time, one product ad per slot.
  popup_ad: { upload: 'siteImage', positions: null, replaces: true },
  product_ad: { upload: 'siteImage', positions: 'slot', replaces: true },
};

/** Whether `position` is a place this kind of image may take (null: the kind has no place). */
export function isImagePosition(kind: SiteImageKind, position: string | null): boolean {
  const { positions } = SITE_IMAGE_RULES[kind];
  if (positions === null) return position === null;
  if (positions === 'slot') return position !== null && parseSlotId(position) !== null;
  return position !== null && positions.includes(position);
}

// ---------------------------------------------------------------------------------------------------
// Prices (rupees as typed; the database keeps integer paise)

/** The highest price a form may send, in rupees (one crore). */
export const PRICE_MAX_RUPEES = 10_000_000;

/**
 * A price as typed in rupees: digits with at most two decimals (a leading ₹ or Rs and thousands commas
 * are allowed), more than zero and at most PRICE_MAX_RUPEES. Answers integer paise, or null.
 */
export function parseRupees(text: string): number | null {
  const trimmed = text
    .trim()
    .replace(/^(₹|rs\.?)\s*/i, '')
    .replace(/,/g, '');
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return paise > 0 && paise <= PRICE_MAX_RUPEES * 100 ? paise : null;
}
