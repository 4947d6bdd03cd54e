import { SALE_REMARKS_MAX, saleMessages, SHOPPER_MAX } from './earnings.ts';
import { AD_SLOT_MAX, AD_SLOT_MIN, MOBILE_DIGITS } from './limits.ts';
import { accountMessages } from './account-display.ts';
import { messages } from './messages.ts';
import {
  COUPON_CATEGORIES,
  couponMessages,
  OFFER_LANGUAGES,
  SLOT_KINDS,
  type CouponFormText,
} from './merchant-coupons.ts';
import {
  CATEGORY_BANNER_FRAMES,
  TOP_COUPONS_POSITIONS,
  TOP_MIDDLE_POSITION,
  type SiteImageKind,
} from './site-images.ts';
import { couponEditMessages, DISCOUNT_KINDS, type DiscountKind } from './coupon-edits.ts';
import { formatPaise, parseRupees, PAISE_PER_RUPEE, TYPED_RUPEES_MAX } from './money.ts';
import { PAYMENT_MAX_PAISE, PAYMENT_MIN_PAISE } from './payments.ts';
import {
  PAYMENT_LINK_SOURCES,
  paymentAdminMessages,
  type PaymentEntryValues,
  type PaymentLinkSourceId,
} from './payment-admin.ts';

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
// Web addresses (merchant URLs, site URLs, every URL a person types; issue 20 item 5)

export const URL_MAX_LENGTH = 500;

/** What is wrong with a typed web address, said once for every URL field of the site. */
export const webUrlMessages = {
  invalid: 'Please enter a valid web address, such as shop.example.in',
  scheme: 'Please enter a web address that starts with http:// or https://',
  credentials: 'Please enter a web address without a user name or password',
  host: 'Please enter a web address with a real domain name, such as shop.example.in',
  tooLong: `Please enter a web address of at most ${URL_MAX_LENGTH} characters`,
} as const;

/**
 * Spec section 5: merchant and site URLs get https:// unless they already begin with http:// or
 * https:// (so a host that happens to begin with "http", such as httpbin.org, gets it too).
 */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return trimmed;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Names that never reach a shop on the public internet: this machine, the local network, test names. */
const PRIVATE_TLDS = new Set([
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home',
  'test',
  'invalid',
]);

/** A dotted-quad IPv4 address that is public: not this machine, a private or shared network, link-local, documentation or multicast. */
function isPublicIpv4(host: string): boolean {
  const parts = host.split('.').map(Number);
  const [a = 0, b = 0, c = 0] = parts;
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && (b === 168 || (b === 0 && (c === 0 || c === 2)))) return false;
  if (a === 198 && (b === 18 || b === 19 || (b === 51 && c === 100))) return false;
  if (a === 203 && b === 0 && c === 113) return false;
  return true;
}

/** A DNS name of two labels or more, each 1 to 63 letters, digits or inner hyphens, under a TLD-like last label. */
function isPublicDnsName(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split('.');
  const tld = labels.at(-1) ?? '';
  if (labels.length < 2 || PRIVATE_TLDS.has(tld)) return false;
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return false;
  return labels.every((label) => /^(?!-)[a-z0-9-]{1,63}(?<!-)$/.test(label));
}

/**
 * The problem with a typed web address, or null when it is one (the rule of every URL field, in the
 * browser and on the server). Trimmed; https:// is added when no scheme is typed; only http and https;
 * no user name or password; the host a public DNS name with a dot and a TLD-like last label (letters,
 * or an IDN's xn-- form), or a public IPv4 address typed as such. Refused: localhost and local names,
 * private, loopback and link-local addresses, IPv6 literals, whitespace, backslashes and control characters.
 */
export function webUrlProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return webUrlMessages.invalid;
  if (trimmed.length > URL_MAX_LENGTH) return webUrlMessages.tooLong;
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/u.test(trimmed)) return webUrlMessages.invalid;
  // A scheme other than http(s) ("javascript:", "ftp://", "http:host"), unless it is a host and port.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1];
  const hostAndPort = /^[a-z0-9.-]+:\d+(?:[/?#]|$)/i.test(trimmed);
  if (scheme !== undefined && !hostAndPort && !/^https?:\/\//i.test(trimmed)) return webUrlMessages.scheme;
  const full = withScheme(trimmed);
  const authority = full.slice(full.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  if (authority === '' || trimmed.startsWith('/')) return webUrlMessages.invalid;
  if (authority.includes('@')) return webUrlMessages.credentials;
  let url: URL;
  try {
    url = new URL(full);
  } catch {
    // The parser refuses the host ("example.123", "a..b") or what follows it (a port that is not a number).
    return /^[^:]*(?::\d*)?$/.test(authority) ? webUrlMessages.host : webUrlMessages.invalid;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return webUrlMessages.scheme;
  const host = url.hostname;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) {
    // As typed: "1.2.3" or "0x7f.1" are read as addresses by the parser, and refused here.
    const typedHost = authority.replace(/:\d*$/, '').toLowerCase();
    return typedHost === host && isPublicIpv4(host) ? null : webUrlMessages.host;
  }
  return isPublicDnsName(host) ? null : webUrlMessages.host;
}

/** A URL as typed, when it is a web address (webUrlProblem): the scheme may be left out. */
export function isWebAddress(value: string): boolean {
  return webUrlProblem(value) === null;
}

/** A typed web address as stored and linked to (https:// added when left out), or null when it is not one. */
export function toWebUrl(value: string): string | null {
  return isWebAddress(value) ? withScheme(value) : null;
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
  // A storefront catalogue product's three sizes; one photo may serve all three (decision 0029).
  catalogueSmall: { maxBytes: 5 * MB, allowVideo: false, maxWidth: 320 },
  catalogueMedium: { maxBytes: 5 * MB, allowVideo: false, maxWidth: 640 },
  catalogueLarge: { maxBytes: 5 * MB, allowVideo: false, maxWidth: 1200 },
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
// Site creation (spec: Site creation; sections 3, 5 and 8): page slugs, prices, storefront texts

/** A merchant page's address (`pageSlug`): lowercase letters, digits and hyphens, not at either end. */
export const PAGE_SLUG_LENGTH = { min: 3, max: 40 } as const;
export const pageSlugMessage = `Use ${PAGE_SLUG_LENGTH.min} to ${PAGE_SLUG_LENGTH.max} lowercase letters, digits and hyphens (not at the start or end).`;
const PAGE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Slugs are stored as typed once trimmed; unique whatever their case (merchant_preferences_slug_idx). */
export function isPageSlug(text: string): boolean {
  const slug = text.trim();
  return (
    slug.length >= PAGE_SLUG_LENGTH.min && slug.length <= PAGE_SLUG_LENGTH.max && PAGE_SLUG_PATTERN.test(slug)
  );
}

/** The dearest price a product may have (₹10 lakh, the most anyone may type): well inside the paise column. */
export const PRICE_MAX_PAISE = TYPED_RUPEES_MAX * PAISE_PER_RUPEE;
export const priceMessage = `Enter a price in rupees from ${formatPaise(PAISE_PER_RUPEE)} to ${formatPaise(PRICE_MAX_PAISE)}, e.g. 499 or 499.50.`;

/** A product's price as typed in rupees, from ₹1 to ₹10 lakh, as integer paise; null when it is not a price. */
export function priceToPaise(text: string): number | null {
  const paise = parseRupees(text);
  return paise !== null && paise >= PAISE_PER_RUPEE ? paise : null;
}

/** Storefront and site-creation texts (characters, after trimming). */
export const SITE_TEXT_LIMITS = {
  storeName: 200,
  storeAddress: 500,
  tagline: 200,
  aboutDescription: 2000,
  categoryName: 100,
  categoryDescription: 500,
  brand: 100,
  productName: 200,
  productDescription: 2000,
  notes: 1000,
} as const;
// Merchants' coupons (spec section 5, Coupon; issue #10)

/** yyyy/mm/dd or yyyy-mm-dd (one separator throughout), year 19xx or 20xx. */
export const EXPIRY_DATE_PATTERN = /^((?:19|20)\d{2})([/-])(\d{2})\2(\d{2})$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * An expiry date as typed: its ISO form (YYYY-MM-DD), or why it is not one: 'format' when it is not
 * yyyy/mm/dd or yyyy-mm-dd with a 19xx or 20xx year, 'impossible' when there is no such day.
 */
export function readExpiryDate(text: string): { iso: string } | { problem: 'format' | 'impossible' } {
  const match = EXPIRY_DATE_PATTERN.exec(text.trim());
  if (!match) return { problem: 'format' };
  const [, year = '', , month = '', day = ''] = match;
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return { problem: 'impossible' };
  return { iso: `${year}-${month}-${day}` };
}

/**
 * The message while the date is being typed (spec: 'Invalid date entered'): as soon as the month, or
 * the whole date, cannot be a real one. Nothing for a date that is only unfinished.
 */
export function expiryTypingMessage(text: string): string | undefined {
  const trimmed = text.trim();
  const month = /^(?:19|20)\d{2}[/-](\d{2})/.exec(trimmed)?.[1];
  if (month !== undefined && (Number(month) < 1 || Number(month) > 12))
    return couponMessages.expiryInvalidTyping;
  const read = readExpiryDate(trimmed);
  return 'problem' in read && read.problem === 'impossible' ? couponMessages.expiryInvalidTyping : undefined;
}

/** The message for an expiry date on submit, or undefined when it is a real date from today (India) on. */
export function expiryDateMessage(text: string, today: string): string | undefined {
  if (!text.trim()) return couponMessages.required;
  const read = readExpiryDate(text);
  if ('problem' in read)
    return read.problem === 'format' ? couponMessages.expiryFormat : couponMessages.expiryInvalid;
  return read.iso < today ? couponMessages.expiryPast : undefined;
}

/** A percentage as typed: a whole number from 0 to 100, or null. */
export function parsePercentage(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 100 ? value : null;
}

/**
 * The offer's amounts as stored (issue 21 item 4): the spec's form asks for a percentage and a flat
 * discount (every field required), so a merchant gives a flat ₹300 off as 0 and 300, and a 0 means the
 * offer is not of that kind: it is stored as null, never as a "0% OFF". Both set: N% off up to ₹X.
 * Issue 24 item 5 (decision 0073): an optional discountKind says which one was given: 'percentage'
 * (the rupees, if any, are the most it takes off) or 'flat' (any percentage sent is not kept); without
 * it the kind is read from the amounts. Only for values checkCouponForm passed.
 */
export function offerAmounts(values: { percentage: string; discountValue: string; discountKind?: string }): {
  percentage: number | null;
  discountValuePaise: number | null;
  discountKind: DiscountKind | null;
} {
  const percentage = parsePercentage(values.percentage) || null;
  const discountValuePaise = parseRupees(values.discountValue) || null;
  const kind = values.discountKind?.trim();
  if (kind === 'flat') return { percentage: null, discountValuePaise, discountKind: 'flat' };
  if (kind === 'percentage') return { percentage, discountValuePaise, discountKind: 'percentage' };
  return {
    percentage,
    discountValuePaise,
    discountKind: percentage ? 'percentage' : discountValuePaise ? 'flat' : null,
  };
}

/**
 * The discount fields' messages. Without a discountKind (the spec's payload) both numbers are required,
 * a percentage from 0 to 100 and rupees (0 for none). With 'percentage' the percentage is 1 to 100 and
 * the rupees (the most it takes off) may be left empty; with 'flat' the rupees are above 0 and the
 * percentage may be left empty.
 */
export function discountMessages(values: {
  percentage: string;
  discountValue: string;
  discountKind?: string;
}): { percentage?: string; discountValue?: string; discountKind?: string } {
  const kind = values.discountKind?.trim() ?? '';
  const percentage = values.percentage.trim();
  const rupees = values.discountValue.trim();
  const found: { percentage?: string; discountValue?: string; discountKind?: string } = {};
  if (kind === '') {
    if (!percentage) found.percentage = couponMessages.required;
    else if (parsePercentage(percentage) === null) found.percentage = couponMessages.percentage;
    if (!rupees) found.discountValue = couponMessages.required;
    else if (parseRupees(rupees) === null) found.discountValue = couponMessages.discountValue;
    return found;
  }
  if (!Object.hasOwn(DISCOUNT_KINDS, kind)) return { discountKind: couponEditMessages.discountKind };
  if (kind === 'percentage') {
    if (!percentage) found.percentage = couponMessages.required;
    else if (!parsePercentage(percentage)) found.percentage = couponEditMessages.percentageRequired;
    if (rupees && parseRupees(rupees) === null) found.discountValue = couponMessages.discountValue;
    return found;
  }
  if (!rupees) found.discountValue = couponMessages.required;
  else if (!parseRupees(rupees)) found.discountValue = couponEditMessages.flatRequired;
  if (percentage && parsePercentage(percentage) === null) found.percentage = couponMessages.percentage;
  return found;
}

export const COUPON_TEXT_LIMITS = {
  couponName: TEXT_LIMITS.name,
  couponCode: 40,
  title: TEXT_LIMITS.name,
  description: 2000,
  termsAndConditions: 2000,
} as const;

export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * Every text rule of the coupon form (spec section 5: all fields required, the slot range, the expiry
 * date; beyond it, no date in the past): the message of each field that fails. The island calls it
 * before sending anything and the upload and edit routes call it again; `today` is todayInIndia().
 */
export function checkCouponForm(
  values: CouponFormText,
  today: string,
): Partial<Record<keyof CouponFormText, string>> {
  const found: Partial<Record<keyof CouponFormText, string>> = {};
  const text = (name: keyof typeof COUPON_TEXT_LIMITS) => {
    const value = values[name].trim();
    if (!value) found[name] = couponMessages.required;
    else if (value.length > COUPON_TEXT_LIMITS[name])
      found[name] = couponMessages.tooLong(COUPON_TEXT_LIMITS[name]);
  };
  const rule = (name: keyof CouponFormText, ok: (value: string) => boolean, message: string) => {
    const value = values[name].trim();
    if (!value) found[name] = couponMessages.required;
    else if (!ok(value)) found[name] = message;
  };
  text('couponName');
  text('couponCode');
  if (!found.couponCode && !COUPON_CODE_PATTERN.test(values.couponCode.trim()))
    found.couponCode = couponMessages.couponCode;
  const expiry = expiryDateMessage(values.expiryDate, today);
  if (expiry) found.expiryDate = expiry;
  text('termsAndConditions');
  text('title');
  text('description');
  Object.assign(found, discountMessages(values));
  rule('requestedSlotId', (value) => parseSlotId(value) !== null, slotRangeMessage);
  rule('slotKind', (value) => Object.hasOwn(SLOT_KINDS, value), couponMessages.slotKind);
  rule('category', (value) => isOneOf(COUPON_CATEGORIES, value), couponMessages.category);
  rule('language', (value) => Object.hasOwn(OFFER_LANGUAGES, value), couponMessages.language);
  const urlProblem = values.merchantURL.trim() ? webUrlProblem(values.merchantURL) : couponMessages.required;
  if (urlProblem) found.merchantURL = urlProblem;
  return found;
}

/** The ad image (adPost): required when creating a coupon, optional when editing one. */
export function checkCouponImage(
  file: { size: number; type: string | null } | null,
  required: boolean,
): string | undefined {
  if (!file) return required ? couponMessages.required : undefined;
  return checkUploadFile(file, 'couponAd') ?? undefined;
}

// ---------------------------------------------------------------------------------------------------
// Referral invite (spec section 5; issue 11)

/**
 * The referral invite's check: without a login record (no invite link to send) 'User data not loaded
 * yet. Please try again.'; else the typed number's WhatsApp form (referralInviteNumber) or the spec's
 * number message.
 */
export function checkReferralInvite(
  typed: string,
  inviteLink: string,
): { whatsAppNumber: string } | { message: string } {
  if (!inviteLink.trim()) return { message: accountMessages.referralUserNotLoaded };
  const whatsAppNumber = referralInviteNumber(typed);
  return whatsAppNumber ? { whatsAppNumber } : { message: accountMessages.invalidReferralMobile };
}

/** The WhatsApp link of an invite: wa.me/91XXXXXXXXXX with the message and the invite link as text. */
export function whatsAppInviteUrl(whatsAppNumber: string, message: string, inviteLink: string): string {
  return `https://wa.me/${whatsAppNumber}?text=${encodeURIComponent(`${message} ${inviteLink}`)}`;
}

// Merchant sales (issue 11): the form's rules, run in the browser and again on the server

export type SaleFormText = {
  couponId: string;
  saleAmount: string;
  saleDate: string;
  remarks: string;
  shopper: string;
  /** Issue 22: the click id that reached the merchant's site (dsclick); it names the shopper. */
  clickId?: string;
  /** Issue 22: the merchant's order number; one order is credited once, however it is reported. */
  orderReference?: string;
};

/** A merchant's order number (issue 22): letters, digits and - _ / . #, at most 100 characters. */
export const ORDER_REFERENCE_PATTERN = /^[A-Za-z0-9\-_/.#]{1,100}$/;

/** A click id as a uuid (any case, surrounding spaces ignored). */
const CLICK_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar date as the site reads dates (readExpiryDate's rule), in ISO form; or null. */
export function readIsoDate(text: string): string | null {
  const read = readExpiryDate(text);
  return 'iso' in read ? read.iso : null;
}

/** Each failing field's message: a coupon, an amount in rupees, a date not after today (India), a shopper. */
export function checkSaleForm(
  values: SaleFormText,
  today: string,
): Partial<Record<keyof SaleFormText, string>> {
  const found: Partial<Record<keyof SaleFormText, string>> = {};
  const clickId = values.clickId?.trim() ?? '';
  // A click id names the shopper (and its coupon, if the click came from one): both may be left out.
  if (clickId && !CLICK_ID_PATTERN.test(clickId)) found.clickId = saleMessages.clickIdInvalid;
  const reference = values.orderReference?.trim() ?? '';
  if (reference && !ORDER_REFERENCE_PATTERN.test(reference))
    found.orderReference = saleMessages.orderReference;
  if (!values.couponId.trim() && !clickId) found.couponId = saleMessages.coupon;
  const amount = values.saleAmount.trim();
  if (!amount) found.saleAmount = saleMessages.required;
  else if (!parseRupees(amount)) found.saleAmount = saleMessages.saleAmount;
  const date = values.saleDate.trim();
  const iso = readIsoDate(date);
  if (!date) found.saleDate = saleMessages.required;
  else if (!iso) found.saleDate = saleMessages.saleDate;
  else if (iso > today) found.saleDate = saleMessages.saleDateFuture;
  const shopper = values.shopper.trim();
  if ((!shopper && !clickId) || shopper.length > SHOPPER_MAX) found.shopper = saleMessages.shopper;
  if (values.remarks.trim().length > SALE_REMARKS_MAX) found.remarks = saleMessages.remarksTooLong;
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Payment entry forms of the admin image tabs (spec section 5; issue 12 item 5)

/**
 * The message for a payment entry form, or null when it may be sent: amount and mobile required (the
 * tab's spec wording: the category banner variant also needs the position), the amount in rupees
 * within the payment bounds, the mobile an Indian number (+91, 91 or 0 allowed), the position one of
 * the tab's. The server runs it again on POST /api/admin/payment-requests.
 */
export function checkPaymentEntry(source: PaymentLinkSourceId, values: PaymentEntryValues): string | null {
  const tab = PAYMENT_LINK_SOURCES[source];
  const position = values.position.trim();
  if (!values.amount.trim() || !values.mobile.trim() || (tab.positionRequired && !position))
    return tab.message;
  const paise = parseRupees(values.amount);
  if (paise === null || paise < PAYMENT_MIN_PAISE || paise > PAYMENT_MAX_PAISE)
    return paymentAdminMessages.amountRange;
  if (!toIndianMobile(values.mobile)) return paymentAdminMessages.mobileInvalid;
  if (position && !(tab.positions as readonly string[]).includes(position))
    return paymentAdminMessages.positionInvalid;
  return null;
}
