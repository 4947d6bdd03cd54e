import { useId } from 'react';
import type { CouponFormTexts } from '../../lib/merchant-texts.ts';
import { expiryPickerValue } from './expiry-date.ts';
import './coupon-fields.css';

/**
 * The coupon's expiry date (spec section 5; issue 24 item 5): a text field that takes yyyy/mm/dd or
 * yyyy-mm-dd as typed (the spec's messages come from the form's rules), with a calendar beside it
 * (a native date input, from today on) that fills the text field with the picked day.
 */
export function ExpiryDateField({
  value,
  onType,
  onPick,
  error,
  today,
  texts: T,
}: {
  value: string;
  /** A character typed: the form checks it as it goes ('Invalid date entered'). */
  onType: (value: string) => void;
  /** A day picked in the calendar (yyyy-mm-dd), or '' when the calendar was cleared. */
  onPick: (value: string) => void;
  error?: string | undefined;
  today: string;
  texts: CouponFormTexts;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field expiry-field">
      <label htmlFor={id}>
        {T['merchant.form.expiryDate']}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <div className="expiry-field__row">
        <input
          id={id}
          className="input expiry-field__text"
          name="expiryDate"
          type="text"
          value={value}
          onChange={(event) => onType(event.target.value)}
          autoComplete="off"
          inputMode="numeric"
          placeholder={T['merchant.form.expiryPlaceholder']}
          required
          maxLength={10}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <input
          className="input expiry-field__picker"
          type="date"
          aria-label={T['merchant.form.expiryPicker']}
          min={today}
          value={expiryPickerValue(value)}
          onChange={(event) => onPick(event.target.value)}
        />
      </div>
      <p id={hintId} className="field__hint">
        {T['merchant.form.expiryHint']}
      </p>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
