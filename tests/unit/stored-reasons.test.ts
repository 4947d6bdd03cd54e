import { describe, expect, it } from 'vitest';
import {
  PARTIAL_REFUND_REVERSAL_NOTE,
  REFERRAL_BONUS_REVERSED_REASON,
  REFUND_REVERSAL_NOTE,
  reversalText,
} from '../../functions/contract/earnings.ts';
import { storedReasonIn } from '../../functions/contract/i18n/message-keys.ts';
import { payoutFailureReasons } from '../../functions/contract/payouts.ts';

/**
 * Decision 0096: a reason the site stored (English, in the row) is read in the reader's language on My
 * Earnings and in emails; a merchant's note or an administrator's words stay as written.
 */
describe('storedReasonIn', () => {
  it('translates a partial refund’s reversal, label and note, and keeps English as stored', () => {
    const stored = reversalText('cancelled', PARTIAL_REFUND_REVERSAL_NOTE);
    expect(stored).toBe('Cancelled: part of the payment was refunded');
    expect(storedReasonIn('en', stored)).toBe(stored);
    expect(storedReasonIn('hi', stored)).toBe('रद्द किया गया: भुगतान का कुछ हिस्सा रिफ़ंड कर दिया गया');
    expect(storedReasonIn('te', stored)).toMatch(/^[^A-Za-z]+$/);
    expect(storedReasonIn('te', reversalText('cancelled', REFUND_REVERSAL_NOTE))).toMatch(/^[^A-Za-z]+$/);
  });

  it('translates the label of a merchant’s reversal and keeps their note; knows the site’s whole reasons', () => {
    expect(storedReasonIn('hi', reversalText('returned', 'Parcel came back'))).toMatch(
      /^[^A-Za-z]+: Parcel came back$/,
    );
    expect(storedReasonIn('hi', REFERRAL_BONUS_REVERSED_REASON)).toMatch(/^[^A-Za-z]+$/);
    expect(storedReasonIn('te', payoutFailureReasons.failed)).toMatch(/^[^A-Za-z]+$/);
    expect(storedReasonIn('hi', 'The UPI ID is not active')).toBe('The UPI ID is not active');
  });
});
