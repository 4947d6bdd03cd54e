import { useState } from 'react';
import {
  checkClaimForm,
  claimMessages,
  claimStanding,
  type ClaimableCoupon,
  type ClaimFiled,
  type ClaimFormValues,
  type MyClaim,
} from '../../../functions/contract/cashback-claims.ts';
import { ORDER_REFERENCE_MAX_LENGTH } from '../../../functions/contract/limits.ts';
import { postJson } from '../../lib/api.ts';
import { SelectField } from '../forms/more-fields.tsx';
import { formatCalendarDate, formatIndiaDateTime } from '../../../functions/contract/india-time.ts';
import { formatPaise, rupeesToPaise } from '../../../functions/contract/money.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import './claims.css';

const EMPTY: ClaimFormValues = { couponId: '', purchaseDate: '', amount: '', orderReference: '' };

function couponLabel(coupon: ClaimableCoupon): string {
  const ended = coupon.live ? '' : ` (ended ${formatCalendarDate(coupon.expiryDate)})`;
  const revealed = coupon.revealed ? ' – revealed today' : '';
  return `${coupon.couponName} · ${coupon.merchantName}${ended}${revealed}`;
}

/**
 * The missing cashback page's island: the claim form (coupon, purchase date, amount in rupees, order
 * reference; the rules are the contract's checkClaimForm, which the server runs again) and the user's
 * claims with how each stands, a declined claim with the merchant's reason. A filed claim joins the
 * top of the list.
 */
export default function MissingCashback({
  coupons,
  claims: initialClaims,
  today,
}: {
  coupons: ClaimableCoupon[];
  claims: MyClaim[];
  /** Today's India date, from the server: the newest purchase date a claim may name. */
  today: string;
}) {
  const hydrated = useHydrated();
  const [claims, setClaims] = useState(initialClaims);
  const form = useForm<ClaimFormValues, ClaimFormValues, ClaimFiled>({
    schema: ruleSchema<ClaimFormValues>((values) => checkClaimForm(values, today)),
    initial: EMPTY,
    submit: (values) => postJson<ClaimFiled>('/api/cashback-claims', values),
    successText: (reply) => reply.message,
    failureText: (failure) =>
      failure ? (failure.message ?? claimMessages.fileFailed) : claimMessages.noConnection,
    resetOnSuccess: true,
    onSuccess: (reply) => setClaims((current) => [reply.claim, ...current]),
  });
  const live = coupons.filter((coupon) => coupon.live);
  const ended = coupons.filter((coupon) => !coupon.live);
  const options = [...live, ...ended].map((coupon) => ({ value: coupon.id, label: couponLabel(coupon) }));

  return (
    <div className="claims">
      <section aria-labelledby="claim-form-title" className="claims__form">
        <h2 id="claim-form-title">File a claim</h2>
        <form aria-label="Missing cashback claim" noValidate onSubmit={(event) => void form.onSubmit(event)}>
          <fieldset disabled={!hydrated || form.pending}>
            <SelectField
              label="Coupon you used"
              placeholder={options.length ? 'Select a coupon' : 'No coupons to claim for'}
              options={options}
              required
              {...form.field('couponId')}
            />
            <TextField
              label="Purchase date"
              type="date"
              hint="The day you placed the order (yyyy-mm-dd)."
              required
              {...form.field('purchaseDate')}
            />
            <TextField
              label="Amount paid (₹)"
              inputMode="decimal"
              hint="In rupees, such as 1499 or 1499.50."
              required
              {...form.field('amount')}
            />
            <TextField
              label="Order reference"
              hint="The order number on the store's confirmation."
              maxLength={ORDER_REFERENCE_MAX_LENGTH}
              autoComplete="off"
              required
              {...form.field('orderReference')}
            />
            <SubmitButton busy={form.pending}>Send claim</SubmitButton>
          </fieldset>
          <FormStatus status={form.status} />
        </form>
      </section>

      <section aria-labelledby="my-claims-title">
        <h2 id="my-claims-title">Your claims</h2>
        {claims.length === 0 ? (
          <p>{claimMessages.noClaims}</p>
        ) : (
          <ul className="claims__list" aria-label="Your claims">
            {claims.map((claim) => (
              <li key={claim.id} className={`claims__item claims__item--${claim.status}`}>
                <p className="claims__head">
                  <span className="claims__coupon">{claim.couponName ?? 'A coupon no longer listed'}</span> ·{' '}
                  {claim.merchantName}
                </p>
                <p>
                  Order {claim.orderReference} · {formatPaise(rupeesToPaise(claim.amount))} · bought{' '}
                  {formatCalendarDate(claim.purchaseDate)}
                </p>
                <p>
                  <span className="claims__standing">{claimStanding(claim.status)}</span>
                  {claim.decidedAt && <> · {formatIndiaDateTime(claim.decidedAt)}</>}
                </p>
                {claim.status === 'declined' && claim.declineReason && (
                  <p className="claims__reason">Merchant's reason: {claim.declineReason}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
