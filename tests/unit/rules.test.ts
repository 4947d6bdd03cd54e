import { readFileSync } from 'node:fs';
import { REPLACING_SITE_IMAGE_KINDS } from '../../functions/contract/site-images.ts';
import { optionalWebUrl, webUrl } from '../../functions/contract/web-url.ts';
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
  toWebUrl,
  webUrlMessages,
  webUrlProblem,
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

describe('web addresses (spec section 5: https:// unless it begins with http; issue 20 item 5)', () => {
  it('adds https:// only when the scheme is left out', () => {
    expect(withScheme('mystore.in')).toBe('https://mystore.in');
    expect(withScheme('http://mystore.in')).toBe('http://mystore.in');
    expect(withScheme('HTTPS://mystore.in')).toBe('HTTPS://mystore.in');
    expect(withScheme('httpbin.org')).toBe('https://httpbin.org');
    expect(withScheme('  ')).toBe('');
  });

  it('takes http(s) addresses with a public host, trimmed, https:// added when left out', () => {
    for (const [typed, stored] of [
      ['mystore.in', 'https://mystore.in'],
      ['  shop.example.com/sale?x=1#top ', 'https://shop.example.com/sale?x=1#top'],
      ['http://shop.example.com', 'http://shop.example.com'],
      ['HTTPS://Shop.Example.COM/Path', 'HTTPS://Shop.Example.COM/Path'],
      ['example.com:8080/shop', 'https://example.com:8080/shop'],
      ['kaveri-silks.co.in', 'https://kaveri-silks.co.in'],
      ['https://मराठी.भारत', 'https://मराठी.भारत'],
      ['httpbin.org', 'https://httpbin.org'],
      ['http://8.8.8.8/offer', 'http://8.8.8.8/offer'],
    ]) {
      expect(webUrlProblem(typed!), typed).toBeNull();
      expect(isWebAddress(typed!), typed).toBe(true);
      expect(toWebUrl(typed!), typed).toBe(stored);
    }
  });

  it('refuses other schemes, with their message', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'ftp://x.com',
      'mailto:shop@example.in',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'http:example.com',
      'https:/example.com',
    ])
      expect(webUrlProblem(bad), bad).toBe(webUrlMessages.scheme);
  });

  it('refuses hosts that are not public DNS names or public IPv4 addresses', () => {
    for (const bad of [
      'http://localhost',
      'localhost:3000',
      'https://a',
      'https://shop',
      'https://shop.local',
      'https://printer.lan',
      'https://x.test',
      'https://example.123',
      'https://-shop.example.in',
      'https://shop-.example.in',
      'https://x.com.',
      'https://sh_op.example.in',
      'http://127.0.0.1',
      'http://10.1.2.3',
      'http://172.16.0.1',
      'http://192.168.1.1',
      'http://169.254.169.254/latest/meta-data',
      'http://0.0.0.0',
      'http://1.2.3',
      'http://0x7f.1',
      'http://2130706433',
      'http://[::1]/',
      'http://[2001:db8::1]/',
    ])
      expect(webUrlProblem(bad), bad).toBe(webUrlMessages.host);
  });

  it('refuses credentials, and what cannot be an address', () => {
    expect(webUrlProblem('https://user:secret@shop.example.in')).toBe(webUrlMessages.credentials);
    expect(webUrlProblem('https://@shop.example.in')).toBe(webUrlMessages.credentials);
    expect(webUrlProblem('shop.example.in@evil.example.com')).toBe(webUrlMessages.credentials);
    for (const bad of [
      '',
      '   ',
      'https://',
      'not a url',
      'https://javascript:alert(document.domain)',
      'https://shop.example.in\\@evil.com',
      'https://shop.example.in/a b',
      'https://shop.example.in/\u0000',
      '//shop.example.in',
      'https:///shop.example.in',
    ])
      expect(webUrlProblem(bad), JSON.stringify(bad)).toBe(webUrlMessages.invalid);
    expect(toWebUrl('javascript:alert(1)')).toBeNull();
  });

  it('refuses more than 500 characters', () => {
    expect(webUrlProblem(`example.com/${'a'.repeat(488)}`)).toBeNull();
    expect(webUrlProblem(`example.com/${'a'.repeat(489)}`)).toBe(webUrlMessages.tooLong);
  });

  it('is the one zod schema of JSON bodies: same rule, same messages, https:// added', () => {
    expect(webUrl.parse(' shop.example.in ')).toBe('https://shop.example.in');
    expect(webUrl.safeParse('http://localhost').error?.issues[0]?.message).toBe(webUrlMessages.host);
    expect(optionalWebUrl.parse(undefined)).toBeUndefined();
    expect(optionalWebUrl.parse('  ')).toBeUndefined();
    expect(optionalWebUrl.parse('shop.example.in')).toBe('https://shop.example.in');
    expect(optionalWebUrl.safeParse('ftp://x.com').error?.issues[0]?.message).toBe(webUrlMessages.scheme);
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
