import { describe, expect, it } from 'vitest';
import {
  checkClaimForm,
  claimMessages,
  declineReasonMessage,
  earliestClaimDate,
  isoDaysBefore,
  toClaimInput,
} from '../../functions/contract/cashback-claims.ts';
import { CLAIM_WINDOW_DAYS } from '../../functions/contract/limits.ts';

const today = '2026-03-01';
const valid = { couponId: 'c', purchaseDate: today, amount: '₹1,499.50', orderReference: ' OD-1 ' };

describe('the missing cashback claim rules', () => {
  it('counts the claim window in India days, today included, across months', () => {
    expect(isoDaysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(earliestClaimDate(today)).toBe(isoDaysBefore(today, CLAIM_WINDOW_DAYS - 1));
    expect(checkClaimForm({ ...valid, purchaseDate: earliestClaimDate(today) }, today)).toEqual({});
    expect(
      checkClaimForm({ ...valid, purchaseDate: isoDaysBefore(today, CLAIM_WINDOW_DAYS) }, today),
    ).toEqual({
      purchaseDate: claimMessages.dateTooOld,
    });
    expect(checkClaimForm({ ...valid, purchaseDate: '2026-03-02' }, today)).toEqual({
      purchaseDate: claimMessages.dateFuture,
    });
  });

  it('reads the amount with the rupees rule and trims the order reference', () => {
    expect(toClaimInput({ ...valid, purchaseDate: '2026/02/27' })).toEqual({
      couponId: 'c',
      purchaseDate: '2026-02-27',
      amountPaise: 149_950,
      orderReference: 'OD-1',
    });
    expect(checkClaimForm({ ...valid, amount: '0.00' }, today)).toEqual({
      amount: claimMessages.amountInvalid,
    });
    expect(checkClaimForm({ ...valid, amount: '12.345' }, today)).toEqual({
      amount: claimMessages.amountInvalid,
    });
  });

  it("wants the merchant's reason, trimmed, within its length", () => {
    expect(declineReasonMessage('  ')).toBe(claimMessages.reasonRequired);
    expect(declineReasonMessage('x'.repeat(501))).toBe(claimMessages.reasonTooLong);
    expect(declineReasonMessage(' Not our order ')).toBeUndefined();
  });
});
