import { DISCOUNT_KINDS, type DiscountKind } from '../../../functions/contract/coupon-edits.ts';
import type { CouponFormTexts } from '../../lib/merchant-texts.ts';
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
  texts: T,
}: {
  kind: string;
  onKind: (kind: DiscountKind) => void;
  percentage: FieldBinding;
  discountValue: FieldBinding;
  kindError?: string | undefined;
  texts: CouponFormTexts;
}) {
  const kindLabels: Record<DiscountKind, string> = {
    percentage: T['merchant.form.percentage'],
    flat: T['merchant.form.flatAmount'],
  };
  return (
    <fieldset className="discount-fields">
      <legend>
        {T['merchant.form.discount']}
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
            {kindLabels[value]}
          </label>
        ))}
      </div>
      {kindError && <p className="field__error">{kindError}</p>}
      {kind === 'flat' ? (
        <TextField
          label={T['merchant.form.flatAmount']}
          required
          inputMode="decimal"
          maxLength={10}
          hint={T['merchant.form.flatHint']}
          {...discountValue}
        />
      ) : (
        <div className="coupon-form__pair">
          <TextField
            label={T['merchant.form.percentage']}
            required
            inputMode="numeric"
            maxLength={3}
            hint={T['merchant.form.percentageHint']}
            {...percentage}
          />
          <TextField
            label={T['merchant.form.upTo']}
            inputMode="decimal"
            maxLength={10}
            hint={T['merchant.form.capHint']}
            {...discountValue}
          />
        </div>
      )}
    </fieldset>
  );
}
