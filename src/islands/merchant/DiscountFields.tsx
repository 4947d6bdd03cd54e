import {
  couponFormHints,
  DISCOUNT_KINDS,
  type DiscountKind,
} from '../../../functions/contract/coupon-edits.ts';
import { TextField, type FieldBinding } from '../forms/fields.tsx';
import './coupon-fields.css';

/**
 * The discount (issue 24 item 5): a percentage or a flat amount in rupees, chosen first; a percentage
 * may name the most it takes off. The spec's two fields (percentage, discountValue) are still what is
 * sent: the one not asked for goes as 0, with discountKind saying which one the merchant gave.
 */
export function DiscountFields({
  kind,
  onKind,
  percentage,
  discountValue,
  kindError,
}: {
  kind: string;
  onKind: (kind: DiscountKind) => void;
  percentage: FieldBinding;
  discountValue: FieldBinding;
  kindError?: string | undefined;
}) {
  return (
    <fieldset className="discount-fields">
      <legend>
        {couponFormHints.discountKind}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="discount-fields__kinds">
        {(Object.keys(DISCOUNT_KINDS) as DiscountKind[]).map((value) => (
          <label key={value} className="discount-fields__kind">
            <input
              type="radio"
              name="discountKind"
              value={value}
              checked={kind === value}
              onChange={() => onKind(value)}
            />{' '}
            {DISCOUNT_KINDS[value]}
          </label>
        ))}
      </div>
      {kindError && <p className="field__error">{kindError}</p>}
      {kind === 'flat' ? (
        <TextField
          label="Flat amount (₹)"
          required
          inputMode="decimal"
          maxLength={10}
          hint={couponFormHints.flatAmount}
          {...discountValue}
        />
      ) : (
        <div className="coupon-form__pair">
          <TextField
            label="Percentage (%)"
            required
            inputMode="numeric"
            maxLength={3}
            hint={couponFormHints.percentage}
            {...percentage}
          />
          <TextField
            label="Up to (₹)"
            inputMode="decimal"
            maxLength={10}
            hint={couponFormHints.percentageCap}
            {...discountValue}
          />
        </div>
      )}
    </fieldset>
  );
}
