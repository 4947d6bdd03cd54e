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
import { formatCalendarDateIn, formatDateTimeIn } from '../../../functions/contract/i18n/format.ts';
import type { Locale } from '../../../functions/contract/i18n/locales.ts';
import { fill, textGetters, type FormTexts } from '../forms/texts.tsx';
import { inLanguage } from '../../lib/in-language.ts';
import { formatPaise, rupeesToPaise } from '../../../functions/contract/money.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import './claims.css';

const EMPTY: ClaimFormValues = { couponId: '', purchaseDate: '', amount: '', orderReference: '' };

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
  locale = 'en',
  texts = {},
}: {
  coupons: ClaimableCoupon[];
  claims: MyClaim[];
  /** Today's India date, from the server: the newest purchase date a claim may name. */
  today: string;
  /** The page's language (issue 26): its dates, and its texts (src/lib/shopper-texts.ts; none in English). */
  locale?: Locale;
  texts?: FormTexts;
}) {
  const hydrated = useHydrated();
  const { tx } = textGetters(texts);
  const msg = (english: string) => inLanguage(texts, english);
  // '26 Nov 2026, 3:05 pm', the day in the page's language.
  const dateTime = (instant: string) => formatDateTimeIn(locale, instant);
  const couponLabel = (coupon: ClaimableCoupon): string => {
    const ended = coupon.live
      ? ''
      : ` ${fill(tx('shopper.claims.ended', '(ended {date})'), { date: formatCalendarDateIn(locale, coupon.expiryDate) })}`;
    const revealed = coupon.revealed ? ` ${tx('shopper.claims.revealedToday', '– revealed today')}` : '';
    return `${coupon.couponName} · ${coupon.merchantName}${ended}${revealed}`;
  };
  const standing = (status: MyClaim['status']) =>
    status === 'open'
      ? tx('shopper.claims.open', claimStanding(status))
      : status === 'accepted'
        ? tx('shopper.claims.accepted', claimStanding(status))
        : tx('shopper.claims.declined', claimStanding(status));
  const [claims, setClaims] = useState(initialClaims);
  const form = useForm<ClaimFormValues, ClaimFormValues, ClaimFiled>({
    schema: ruleSchema<ClaimFormValues>((values) => {
      const found = checkClaimForm(values, today);
      for (const field of Object.keys(found) as Array<keyof ClaimFormValues>) {
        const message = found[field];
        if (message) found[field] = msg(message);
      }
      return found;
    }),
    initial: EMPTY,
    submit: (values) => postJson<ClaimFiled>('/api/cashback-claims', values),
    successText: (reply) => msg(reply.message),
    failureText: (failure) =>
      failure ? msg(failure.message ?? claimMessages.fileFailed) : msg(claimMessages.noConnection),
    resetOnSuccess: true,
    onSuccess: (reply) => setClaims((current) => [reply.claim, ...current]),
  });
  const live = coupons.filter((coupon) => coupon.live);
  const ended = coupons.filter((coupon) => !coupon.live);
  const options = [...live, ...ended].map((coupon) => ({ value: coupon.id, label: couponLabel(coupon) }));

  return (
    <div className="claims">
      <section aria-labelledby="claim-form-title" className="claims__form">
        <h2 id="claim-form-title">{tx('shopper.claims.fileHeading', 'File a claim')}</h2>
        <form
          aria-label={tx('shopper.claims.formLabel', 'Missing cashback claim')}
          noValidate
          onSubmit={(event) => void form.onSubmit(event)}
        >
          <fieldset disabled={!hydrated || form.pending}>
            <SelectField
              label={tx('shopper.claims.couponLabel', 'Coupon you used')}
              placeholder={
                options.length
                  ? tx('shopper.claims.selectCoupon', 'Select a coupon')
                  : tx('shopper.claims.noCoupons', 'No coupons to claim for')
              }
              options={options}
              required
              {...form.field('couponId')}
            />
            <TextField
              label={tx('shopper.claims.purchaseDate', 'Purchase date')}
              type="date"
              hint={tx('shopper.claims.purchaseDateHint', 'The day you placed the order (yyyy-mm-dd).')}
              required
              {...form.field('purchaseDate')}
            />
            <TextField
              label={tx('shopper.claims.amount', 'Amount paid (₹)')}
              inputMode="decimal"
              hint={tx('shopper.claims.amountHint', 'In rupees, such as 1499 or 1499.50.')}
              required
              {...form.field('amount')}
            />
            <TextField
              label={tx('shopper.claims.orderReference', 'Order reference')}
              hint={tx('shopper.claims.orderReferenceHint', "The order number on the store's confirmation.")}
              maxLength={ORDER_REFERENCE_MAX_LENGTH}
              autoComplete="off"
              required
              {...form.field('orderReference')}
            />
            <SubmitButton busy={form.pending}>{tx('shopper.claims.send', 'Send claim')}</SubmitButton>
          </fieldset>
          <FormStatus status={form.status} />
        </form>
      </section>

      <section aria-labelledby="my-claims-title">
        <h2 id="my-claims-title">{tx('shopper.claims.yours', 'Your claims')}</h2>
        {claims.length === 0 ? (
          <p>{msg(claimMessages.noClaims)}</p>
        ) : (
          <ul className="claims__list" aria-label={tx('shopper.claims.yours', 'Your claims')}>
            {claims.map((claim) => (
              <li key={claim.id} className={`claims__item claims__item--${claim.status}`}>
                <p className="claims__head">
                  <span className="claims__coupon">
                    {claim.couponName ?? tx('shopper.claims.couponGone', 'A coupon no longer listed')}
                  </span>{' '}
                  · {claim.merchantName}
                </p>
                <p>
                  {locale === 'en' ? (
                    <>
                      Order {claim.orderReference} · {formatPaise(rupeesToPaise(claim.amount))} · bought{' '}
                      {formatCalendarDateIn(locale, claim.purchaseDate)}
                    </>
                  ) : (
                    fill(tx('shopper.claims.line', 'Order {reference} · {amount} · bought {date}'), {
                      reference: claim.orderReference,
                      amount: formatPaise(rupeesToPaise(claim.amount)),
                      date: formatCalendarDateIn(locale, claim.purchaseDate),
                    })
                  )}
                </p>
                <p>
                  <span className="claims__standing">{standing(claim.status)}</span>
                  {claim.decidedAt && <> · {dateTime(claim.decidedAt)}</>}
                </p>
                {claim.status === 'declined' && claim.declineReason && (
                  <p className="claims__reason">
                    {fill(tx('shopper.claims.reason', "Merchant's reason: {reason}"), {
                      reason: claim.declineReason,
                    })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
