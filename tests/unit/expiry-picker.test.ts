import { describe, expect, it } from 'vitest';
import { expiryPickerValue } from '../../src/islands/merchant/expiry-date.ts';
import { couponMessages } from '../../functions/contract/merchant-coupons.ts';
import { expiryDateMessage } from '../../functions/contract/rules.ts';

/** Issue 24 item 5: the expiry date's calendar beside the typed date (spec section 5's rules stay). */
describe('the expiry calendar', () => {
  it('shows the typed day when it is a real yyyy/mm/dd or yyyy-mm-dd date, else nothing', () => {
    expect(expiryPickerValue('2030/10/01')).toBe('2030-10-01');
    expect(expiryPickerValue('2030-10-01')).toBe('2030-10-01');
    expect(expiryPickerValue(' 2030/02/28 ')).toBe('2030-02-28');
    for (const typed of ['', '2030/10', '2030/02/30', '30/12/2030', '2030/10-01', '2130/01/01'])
      expect(expiryPickerValue(typed), typed).toBe('');
  });

  it("a picked day (the calendar's yyyy-mm-dd) passes the spec's rule as typed", () => {
    expect(expiryDateMessage('2030-10-01', '2026-11-26')).toBeUndefined();
    expect(expiryDateMessage('30/12/2030', '2026-11-26')).toBe(couponMessages.expiryFormat);
    expect(expiryDateMessage('2030/02/30', '2026-11-26')).toBe(couponMessages.expiryInvalid);
  });
});
