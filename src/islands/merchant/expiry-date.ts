import { readExpiryDate } from '../../../functions/contract/rules.ts';

/**
 * The calendar's value for the typed expiry date (issue 24 item 5): its yyyy-mm-dd form when the text
 * is a real date typed as yyyy/mm/dd or yyyy-mm-dd, else '' (the calendar shows no day). Picking a day
 * in the calendar gives yyyy-mm-dd, which the spec's rule accepts as typed.
 */
export function expiryPickerValue(typed: string): string {
  const read = readExpiryDate(typed);
  return 'iso' in read ? read.iso : '';
}
