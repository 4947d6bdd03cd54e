import { readFileSync } from 'node:fs';
import { REPLACING_SITE_IMAGE_KINDS } from '../../functions/contract/site-images.ts';
import { describe, expect, it } from 'vitest';
import { adminMessages, approveCouponSchema } from '../../functions/contract/admin.ts';
import { emailSchema, mobileSchema } from '../../functions/contract/accounts.ts';
import { contactSchema } from '../../functions/contract/public.ts';
import { messages } from '../../functions/contract/messages.ts';
import {
  checkUploadFile,
  isEmail,
  isFlashText,
  isImagePosition,
  isMobile,
  isReferralCode,
  isSlotId,
  isWebAddress,
  parseSlotId,
  referralInviteNumber,
  SITE_IMAGE_RULES,
  slotRangeMessage,
  toIndianMobile,
  toWhatsAppNumber,
  UPLOAD_RULES,
  withScheme,
} from '../../functions/contract/rules.ts';

const MB = 1024 * 1024;

describe('ad slots (spec section 5: above 0 and at most 24)', () => {
  it('accepts 1 to 24 and nothing else', () => {
    expect([1, 12, 24].map(isSlotId)).toEqual([true, true, true]);
    expect([0, 25, -1, 1.5, Number.NaN].map(isSlotId)).toEqual([false, false, false, false, false]);
  });

  it('reads a typed slot as digits only', () => {
    expect(parseSlotId(' 7 ')).toBe(7);
    expect(parseSlotId('24')).toBe(24);
    for (const typed of ['0', '25', '', '1.0', '+3', '1e1', 'abc', '-1'])
      expect(parseSlotId(typed)).toBeNull();
  });

  it("has the spec's message, and the approve schema uses the same rule", () => {
    expect(slotRangeMessage).toBe('Requested Slot Id must be greater than 0 and less than or equal to 24');
    expect(adminMessages.slotRange).toBe(slotRangeMessage);
    const id = '00000000-0000-4000-8000-000000000000';
    expect(approveCouponSchema.safeParse({ couponId: id, assignedSlotId: 24 }).success).toBe(true);
    const refused = approveCouponSchema.safeParse({ couponId: id, assignedSlotId: 25 });
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe(slotRangeMessage);
  });
});

describe('mobile numbers', () => {
  it('account and contact forms take exactly ten digits', () => {
    expect(isMobile('9876543210')).toBe(true);
    expect(isMobile(' 9876543210 ')).toBe(true);
    for (const typed of ['987654321', '98765432100', '98765 43210', '+919876543210', 'abcdefghij'])
      expect(isMobile(typed)).toBe(false);
    expect(mobileSchema.safeParse('12345').success).toBe(false);
    expect(contactSchema.shape.contactNumber.safeParse('0123456789').success).toBe(true);
  });

  it('sharing numbers strip +91, 91 or a leading 0 and must start with 6 to 9', () => {
    expect(toIndianMobile('+91 98765 43210')).toBe('9876543210');
    expect(toIndianMobile('919876543210')).toBe('9876543210');
    expect(toIndianMobile('09876543210')).toBe('9876543210');
    expect(toIndianMobile('5876543210')).toBeNull();
    expect(toIndianMobile('98765')).toBeNull();
    expect(toWhatsAppNumber('6000000000')).toBe('916000000000');
  });

  it('the referral invite keeps digits only and the last ten', () => {
    expect(referralInviteNumber('+91-98765-43210')).toBe('919876543210');
    expect(referralInviteNumber('00919876543210')).toBe('919876543210');
    expect(referralInviteNumber('1234567890')).toBeNull();
  });
});

describe('email', () => {
  it('is the same rule as the contract schemas', () => {
    for (const ok of ['user@example.com', 'first.last+tag@mail.co.in', "o'neil@example.org"]) {
      expect(isEmail(ok)).toBe(true);
      expect(emailSchema.safeParse(ok).success).toBe(true);
    }
    for (const bad of [
      'user@',
      '@example.com',
      'user@example',
      'a b@example.com',
      'user@@example.com',
      '.a@b.co',
    ]) {
      expect(isEmail(bad)).toBe(false);
      expect(emailSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('is at most 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(long.length).toBe(254);
    expect(isEmail(long)).toBe(true);
    expect(isEmail(`a${long}`)).toBe(false);
  });
});

describe('web addresses (spec section 5: https:// unless it begins with http)', () => {
  it('adds https:// only when the scheme is left out', () => {
    expect(withScheme('mystore.in')).toBe('https://mystore.in');
    expect(withScheme('http://mystore.in')).toBe('http://mystore.in');
    expect(withScheme('HTTPS://mystore.in')).toBe('HTTPS://mystore.in');
    expect(withScheme('  ')).toBe('');
  });

  it('takes only http(s) addresses whose host has a dot', () => {
    expect(isWebAddress('mystore.in')).toBe(true);
    expect(isWebAddress('http://shop.example.com/sale?x=1')).toBe(true);
    for (const bad of [
      'localhost',
      'ftp://files.example.com',
      'javascript:alert(1)',
      'https://',
      '',
      'not a url',
    ])
      expect(isWebAddress(bad)).toBe(false);
    expect(isWebAddress(`example.com/${'a'.repeat(500)}`)).toBe(false);
  });
});

describe('referral codes and text limits', () => {
  it('codes are 4 to 16 letters or digits, in any case', () => {
    expect(isReferralCode('abcd2345')).toBe(true);
    expect(isReferralCode('ABC')).toBe(false);
    expect(isReferralCode('ABCD-2345')).toBe(false);
    expect(isReferralCode('A'.repeat(17))).toBe(false);
  });

  it('the flash text is required and at most 500 characters', () => {
    expect(isFlashText('Diwali sale')).toBe(true);
    expect(isFlashText('   ')).toBe(false);
    expect(isFlashText('x'.repeat(500))).toBe(true);
    expect(isFlashText('x'.repeat(501))).toBe(false);
  });
});

describe('uploads', () => {
  it('checks size before type, and the type against the kind', () => {
    expect(checkUploadFile({ size: 0, type: 'image/png' }, 'hero')).toBe(messages.emptyFile);
    expect(checkUploadFile({ size: 2 * MB + 1, type: 'image/png' }, 'couponAd')).toBe(
      messages.fileTooLarge(2 * MB),
    );
    expect(checkUploadFile({ size: 2 * MB, type: 'image/png' }, 'couponAd')).toBeNull();
    expect(checkUploadFile({ size: 10, type: 'video/mp4' }, 'hero')).toBe(messages.unsupportedFileType);
    expect(checkUploadFile({ size: 10, type: 'video/mp4' }, 'banner')).toBeNull();
    expect(checkUploadFile({ size: 10, type: 'image/svg+xml' }, 'banner')).toBe(
      messages.unsupportedMediaType,
    );
    // A browser that declares no type leaves the type to the server.
    expect(checkUploadFile({ size: 10, type: null }, 'hero')).toBeNull();
    expect(checkUploadFile({ size: 10, type: '' }, 'hero')).toBe(messages.unsupportedFileType);
  });

  it('each site image kind says where it goes and whether it replaces', () => {
    expect(SITE_IMAGE_RULES.top_banner.upload).toBe('banner');
    expect(UPLOAD_RULES[SITE_IMAGE_RULES.top_banner.upload].allowVideo).toBe(true);
    expect(SITE_IMAGE_RULES.card.replaces).toBe(false);
    expect(SITE_IMAGE_RULES.category_banner.replaces).toBe(true);
    expect(isImagePosition('category_banner', 'TC')).toBe(true);
    expect(isImagePosition('category_banner', 'TopMiddle')).toBe(false);
    expect(isImagePosition('top_coupons', 'TTCoMax')).toBe(true);
    expect(isImagePosition('product_ad', '24')).toBe(true);
    expect(isImagePosition('product_ad', '25')).toBe(false);
    expect(isImagePosition('hero', null)).toBe(true);
    expect(isImagePosition('hero', 'TTCoMax')).toBe(false);
  });
});

describe('the rules module', () => {
  it('imports no zod, so islands can use it without shipping a validation library', () => {
    const source = readFileSync(new URL('../../functions/contract/rules.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"](zod|\.\/zod\.ts)['"]/);
    expect(source).not.toMatch(/import .* from '\.\/(accounts|admin|public|site-content)\.ts'/);
  });
});

describe('the kinds that replace', () => {
  it('are the same in the rules table and in the one-active-image index (site_images_one_active_per_position)', () => {
    const replacing = Object.entries(SITE_IMAGE_RULES)
      .filter(([, rule]) => rule.replaces)
      .map(([kind]) => kind);
    expect([...REPLACING_SITE_IMAGE_KINDS].sort()).toEqual(replacing.sort());
  });
});
