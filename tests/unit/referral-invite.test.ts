import { describe, expect, it } from 'vitest';
import { checkReferralInvite, whatsAppInviteUrl } from '../../functions/contract/rules.ts';

const LINK = 'https://dealsphere.example/userSignup/ABCD2345';

describe('the referral invite (spec section 5)', () => {
  it('keeps digits only and the last ten, which must start with 6-9, with 91 for WhatsApp', () => {
    expect(checkReferralInvite('98765 43210', LINK)).toEqual({ whatsAppNumber: '919876543210' });
    expect(checkReferralInvite('+91 98765-43210', LINK)).toEqual({ whatsAppNumber: '919876543210' });
    expect(checkReferralInvite('0098765432109', LINK)).toEqual({ whatsAppNumber: '918765432109' });
    for (const typed of ['', '12345', '5876543210', '0987654321', 'abcdefghij'])
      expect(checkReferralInvite(typed, LINK)).toEqual({
        message: 'Please enter a valid 10-digit Indian mobile number.',
      });
  });

  it('without a login record (no invite link) says the user data is not loaded', () => {
    expect(checkReferralInvite('9876543210', '')).toEqual({
      message: 'User data not loaded yet. Please try again.',
    });
  });

  it('opens WhatsApp at wa.me/91XXXXXXXXXX with the message and the sign-up link', () => {
    expect(whatsAppInviteUrl('919876543210', 'Join me:', LINK)).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent(`Join me: ${LINK}`)}`,
    );
  });
});
