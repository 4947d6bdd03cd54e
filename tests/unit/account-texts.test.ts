import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../functions/contract/account-display.ts';
import { userSignupSchema } from '../../functions/contract/accounts.ts';
import {
  emailVerificationMessages,
  passwordResetMessages,
  signUpNoticeMessages,
} from '../../functions/contract/account-email.ts';
import { settingsMessages } from '../../functions/contract/account-settings.ts';
import { emailPreferenceMessages } from '../../functions/contract/cashback-emails.ts';
import { en } from '../../functions/contract/i18n/catalogue/en.ts';
import { fill, translate } from '../../functions/contract/i18n/translate.ts';
import { MESSAGE_KEYS } from '../../functions/contract/i18n/message-keys.ts';
import { translateMessage } from '../../src/islands/forms/texts.tsx';
import { emailPreferenceTexts, formTexts } from '../../src/lib/account-texts.ts';

// Issue 26: the account pages' English comes from the catalogue (pages) or from the contract (islands,
// which get no texts in English); both must stay the spec's words exactly.
describe('account texts', () => {
  it('gives the islands no texts in English, all of them in Hindi and Telugu', () => {
    expect(formTexts('en')).toEqual({});
    expect(emailPreferenceTexts('en')).toEqual({});
    expect(formTexts('hi').messages?.[accountMessages.userSignupSucceeded]).toBe('यूज़र साइन अप हो गया!');
    expect(Object.keys(emailPreferenceTexts('te')).length).toBeGreaterThan(10);
  });

  it("knows the user name and referral code checks' own words", () => {
    const messages = (body: Record<string, string>) =>
      userSignupSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    const base = { email: 'a@example.com', mobileNumber: '9876543210', password: 'Shopper#2025' };
    for (const [username, referredBy] of [
      ['ab', ''],
      ['a'.repeat(41), ''],
      ['a b', ''],
      ['good_name', '!'],
    ]) {
      const found = messages({ ...base, username: username ?? '', referredBy: referredBy ?? '' });
      expect(found.length).toBeGreaterThan(0);
      for (const message of found) expect(Object.keys(MESSAGE_KEYS)).toContain(message);
    }
  });

  it('translates a known message, and leaves any other text as it came', () => {
    const hindi = formTexts('hi');
    expect(translateMessage(hindi, accountMessages.mobile)).toBe(translate('hi', 'forms.msg.mobile'));
    expect(translateMessage(hindi, 'Something the server said')).toBe('Something the server said');
    expect(translateMessage({}, accountMessages.mobile)).toBe(accountMessages.mobile);
  });

  it('has the English of the pages and notices as the contract has it', () => {
    expect(en['account.verify.linkUsed']).toBe(emailVerificationMessages.linkUsed);
    expect(en['account.verify.linkExpired']).toBe(emailVerificationMessages.linkExpired);
    expect(en['account.verify.linkUnknown']).toBe(emailVerificationMessages.linkUnknown);
    expect(en['account.verify.alreadyVerified']).toBe(emailVerificationMessages.alreadyVerified);
    expect(en['account.verify.sendAgainHint']).toBe(emailVerificationMessages.sendAgainHint);
    expect(en['account.verify.verified']).toBe(emailVerificationMessages.verified);
    // The verified page's English (spec: Verify email), as the page shows it: the catalogue is its one source.
    expect(en['account.verify.heading']).toBe('Email verified');
    expect(en['account.verify.merchant']).toBe(
      'Your merchant account is verified — sign in to post coupons.',
    );
    expect(en['account.verify.merchantSignedIn']).toBe(
      'Your merchant account is verified — you can post coupons now.',
    );
    expect(en['account.verify.merchantPost']).toBe('Post a coupon');
    expect(en['account.verify.findCoupons']).toBe('Find coupons');
    expect(en['account.merchantSignInLink']).toBe('Merchant sign in');
    expect(en['account.userSignInLink']).toBe('User sign in');
    expect(en['account.reset.linkInvalid']).toBe(passwordResetMessages.linkInvalid);
    expect(fill(en['forms.notice.user'], { email: en['forms.notice.yourEmail'] })).toBe(
      signUpNoticeMessages.user(null),
    );
    expect(fill(en['forms.notice.merchant'], { email: 'a…@example.com' })).toBe(
      signUpNoticeMessages.merchant('ab@example.com'),
    );
    expect(en['forms.notice.heading']).toBe(signUpNoticeMessages.heading);
    expect(en['forms.notice.dismissLabel']).toBe(signUpNoticeMessages.dismissLabel);
    expect(fill(en['forms.msg.signupFailedPrefix'], { reason: 'x' })).toBe(
      `${accountMessages.signupFailedPrefix}x`,
    );
    expect(Object.values(en)).toEqual(expect.arrayContaining(Object.values(emailPreferenceMessages)));
    expect(en['forms.prefs.failed']).toBe(settingsMessages.failed);
    expect(en['forms.prefs.noConnection']).toBe(settingsMessages.noConnection);
  });
});
