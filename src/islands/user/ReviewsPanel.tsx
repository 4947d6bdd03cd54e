import { useId, useRef, useState } from 'react';
import {
  checkReviewForm,
  RATING_MAX,
  REVIEW_TEXT_LIMITS,
  reviewMessages,
  type MyReview,
  type RatingSubmitted,
  type ReviewCouponOption,
  type ReviewFormText,
} from '../../../functions/contract/reviews.ts';
import { todayInIndia } from '../../../functions/contract/india-time.ts';
import { formatCalendarDateIn, formatDateIn } from '../../../functions/contract/i18n/format.ts';
import type { Locale } from '../../../functions/contract/i18n/locales.ts';
import { formatPaise, rupeesToPaise } from '../../../functions/contract/money.ts';
import { postJson } from '../../lib/api.ts';
import { TextAreaField } from '../forms/more-fields.tsx';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { fill, textGetters, type FormTexts } from '../forms/texts.tsx';
import { inLanguage } from '../../lib/in-language.ts';
import './reviews.css';

interface Props {
  /** The signed-in user's id (the page's, from the session); the rating payload's userId. */
  userId: string;
  coupons: ReviewCouponOption[];
  reviews: MyReview[];
  /** The dashboard's language (issue 26): its dates, and its texts (src/lib/shopper-texts.ts; none in English). */
  locale?: Locale;
  texts?: FormTexts;
}

const EMPTY: ReviewFormText = {
  couponId: '',
  rating: '',
  remarks: '',
  purchaseType: '',
  purchaseAmount: '',
  purchaseDate: '',
};

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * The Reviews tab (spec: User dashboard, Reviews; sections 3, 5, 8): pick a live coupon, rate it from 1
 * to 5 with a radio group of stars, write remarks, and optionally say what was bought. The section 5
 * messages show and nothing is sent until the form is complete. Below it the user's own reviews; Edit
 * fills the form again, and submitting replaces that review.
 */
export default function ReviewsPanel({
  userId,
  coupons,
  reviews: initialReviews,
  locale = 'en',
  texts = {},
}: Props) {
  const hydrated = useHydrated();
  const { tx } = textGetters(texts);
  const msg = (english: string) => inLanguage(texts, english);
  const formRef = useRef<HTMLFormElement>(null);
  const [reviews, setReviews] = useState(initialReviews);
  const couponFieldId = useId();
  const ratingId = useId();
  const dateId = useId();

  const form = useForm({
    schema: ruleSchema<ReviewFormText>((values) => {
      const found = checkReviewForm(values, todayInIndia());
      // Spec section 5: a selected coupon and a logged-in user, one message for both.
      if (!userId) found.couponId = reviewMessages.selectCoupon;
      for (const field of Object.keys(found) as Array<keyof ReviewFormText>) {
        const message = found[field];
        if (message) found[field] = msg(message);
      }
      return found;
    }),
    initial: EMPTY,
    submit: (values) => {
      const coupon = coupons.find((option) => option.couponId === values.couponId);
      return postJson<RatingSubmitted>('/api/AToZ/submit-rating', {
        userId,
        couponId: values.couponId,
        merchantId: coupon?.merchantId,
        couponName: coupon?.couponName,
        rating: Number(values.rating),
        review: null,
        purchaseType: values.purchaseType.trim() || null,
        purchaseAmount: values.purchaseAmount.trim() || null,
        purchaseDate: values.purchaseDate.trim() || null,
        remarks: values.remarks.trim(),
      });
    },
    successText: msg(reviewMessages.submitted),
    failureText: (failure) =>
      failure && failure.status >= 400 && failure.status < 500 && failure.status !== 400 && failure.message
        ? msg(failure.message)
        : msg(reviewMessages.failed),
    resetOnSuccess: true,
    onSuccess: (data) =>
      setReviews((current) => [
        data.review,
        ...current.filter((review) => review.couponId !== data.review.couponId),
      ]),
  });

  const selected = coupons.find((option) => option.couponId === form.values.couponId);
  const revealed = coupons.filter((option) => option.revealed);
  const others = coupons.filter((option) => !option.revealed);
  const optionLabel = (option: ReviewCouponOption) => `${option.couponName} – ${option.merchantName}`;
  const errors = form.errors;

  const edit = (review: MyReview) => {
    form.set('couponId', review.couponId);
    form.set('rating', String(review.rating));
    form.set('remarks', review.remarks);
    form.set('purchaseType', review.purchaseType ?? '');
    form.set('purchaseAmount', review.purchaseAmount === null ? '' : String(review.purchaseAmount));
    form.set('purchaseDate', review.purchaseDate ?? '');
    form.setStatus(null);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector('select')?.focus();
  };

  return (
    <div className="user-reviews">
      <form
        ref={formRef}
        className="account-form user-reviews__form"
        noValidate
        onSubmit={form.onSubmit}
        aria-label={tx('shopper.reviews.formLabel', 'Rate a coupon')}
      >
        <p className="user-reviews__selected" aria-live="polite">
          {selected ? (
            <>
              {`${tx('shopper.reviews.reviewing', 'Reviewing:')} `}
              <strong>{selected.couponName}</strong>
            </>
          ) : (
            tx('shopper.reviews.chooseCoupon', 'Choose the coupon you used.')
          )}
        </p>
        <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
          <div className="field">
            <label htmlFor={couponFieldId}>
              {tx('shopper.reviews.coupon', 'Coupon')}
              <span className="field__required" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <select
              id={couponFieldId}
              className="input"
              name="couponId"
              value={form.values.couponId}
              required
              onChange={(event) => form.set('couponId', event.target.value)}
              aria-invalid={errors.couponId ? true : undefined}
              aria-describedby={errors.couponId ? `${couponFieldId}-error` : undefined}
            >
              <option value="">{tx('shopper.reviews.selectCoupon', 'Select a coupon')}</option>
              {revealed.length > 0 && (
                <optgroup label={tx('shopper.reviews.revealedToday', 'Coupons you revealed today')}>
                  {revealed.map((option) => (
                    <option key={option.couponId} value={option.couponId}>
                      {optionLabel(option)}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup
                label={
                  revealed.length > 0
                    ? tx('shopper.reviews.otherLive', 'Other live coupons')
                    : tx('shopper.reviews.live', 'Live coupons')
                }
              >
                {others.map((option) => (
                  <option key={option.couponId} value={option.couponId}>
                    {optionLabel(option)}
                  </option>
                ))}
              </optgroup>
            </select>
            {errors.couponId && (
              <p id={`${couponFieldId}-error`} className="field__error">
                {errors.couponId}
              </p>
            )}
          </div>

          <fieldset
            className="star-rating"
            aria-describedby={errors.rating ? `${ratingId}-error` : undefined}
          >
            <legend>
              {tx('shopper.reviews.rating', 'Rating')}
              <span className="field__required" aria-hidden="true">
                {' '}
                *
              </span>
            </legend>
            <div className="star-rating__stars">
              {STARS.map((value) => (
                <span key={value} className="star-rating__star">
                  <input
                    id={`${ratingId}-${value}`}
                    className="star-rating__input"
                    type="radio"
                    name="rating"
                    value={value}
                    checked={form.values.rating === String(value)}
                    onChange={() => form.set('rating', String(value))}
                    aria-invalid={errors.rating ? true : undefined}
                  />
                  <label
                    htmlFor={`${ratingId}-${value}`}
                    className={
                      Number(form.values.rating) >= value
                        ? 'star-rating__label star-rating__label--on'
                        : 'star-rating__label'
                    }
                  >
                    <span aria-hidden="true">★</span>
                    <span className="visually-hidden">
                      {value === 1
                        ? tx('shopper.reviews.oneStar', '1 star')
                        : fill(tx('shopper.reviews.stars', '{count} stars'), { count: value })}
                    </span>
                  </label>
                </span>
              ))}
            </div>
            {errors.rating && (
              <p id={`${ratingId}-error`} className="field__error">
                {errors.rating}
              </p>
            )}
          </fieldset>

          <TextAreaField
            label={tx('shopper.reviews.remarks', 'Remarks')}
            required
            maxLength={REVIEW_TEXT_LIMITS.remarks}
            hint={tx('shopper.reviews.remarksHint', 'How did the coupon work for you?')}
            {...form.field('remarks')}
          />

          <details className="user-reviews__purchase">
            <summary>{tx('shopper.reviews.purchaseDetails', 'Purchase details (optional)')}</summary>
            <TextField
              label={tx('shopper.reviews.purchaseType', 'Purchase type')}
              maxLength={REVIEW_TEXT_LIMITS.purchaseType}
              hint={tx('shopper.reviews.purchaseTypeHint', 'For example: online, in store.')}
              {...form.field('purchaseType')}
            />
            <TextField
              label={tx('shopper.reviews.purchaseAmount', 'Purchase amount (₹)')}
              inputMode="decimal"
              maxLength={14}
              hint={tx('shopper.reviews.purchaseAmountHint', 'In rupees, such as 499 or 499.50.')}
              {...form.field('purchaseAmount')}
            />
            <div className="field">
              <label htmlFor={dateId}>{tx('shopper.reviews.purchaseDate', 'Purchase date')}</label>
              <input
                id={dateId}
                className="input"
                type="date"
                name="purchaseDate"
                max={todayInIndia()}
                value={form.values.purchaseDate}
                onChange={(event) => form.set('purchaseDate', event.target.value)}
                aria-invalid={errors.purchaseDate ? true : undefined}
                aria-describedby={errors.purchaseDate ? `${dateId}-error` : undefined}
              />
              {errors.purchaseDate && (
                <p id={`${dateId}-error`} className="field__error">
                  {errors.purchaseDate}
                </p>
              )}
            </div>
          </details>

          <SubmitButton busy={form.pending}>
            {form.pending
              ? tx('shopper.reviews.submitting', 'Submitting…')
              : tx('shopper.reviews.submit', 'Submit rating')}
          </SubmitButton>
        </fieldset>
        <FormStatus status={form.status} />
      </form>

      <section className="user-reviews__mine" aria-labelledby={`${ratingId}-mine`}>
        <h3 id={`${ratingId}-mine`}>{tx('shopper.reviews.yours', 'Your reviews')}</h3>
        {reviews.length === 0 ? (
          <p className="user-reviews__empty">{msg(reviewMessages.noReviews)}</p>
        ) : (
          <ul className="user-reviews__list">
            {reviews.map((review) => (
              <li key={review.couponId} className="user-review">
                <p className="user-review__head">
                  <span className="user-review__coupon">{review.couponName}</span>
                  <span>
                    <span aria-hidden="true" className="user-review__stars">
                      {'★'.repeat(review.rating)}
                      {'☆'.repeat(RATING_MAX - review.rating)}
                    </span>
                    <span className="visually-hidden">{tx('shopper.reviews.rated', 'Rated')}</span>{' '}
                    {review.rating}/5
                  </span>
                  <time dateTime={review.updatedAt}>{formatDateIn(locale, review.updatedAt)}</time>
                </p>
                <p className="user-review__text">{review.remarks}</p>
                {(review.purchaseType || review.purchaseAmount !== null || review.purchaseDate) && (
                  <p className="user-review__purchase">
                    {[
                      review.purchaseType,
                      review.purchaseAmount === null
                        ? null
                        : formatPaise(rupeesToPaise(review.purchaseAmount)),
                      review.purchaseDate && formatCalendarDateIn(locale, review.purchaseDate),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
                {review.hidden && (
                  <p className="user-review__note">
                    {tx('shopper.reviews.hidden', 'Hidden by our moderators: it does not show on the site.')}
                  </p>
                )}
                {!review.live && (
                  <p className="user-review__note">{tx('shopper.reviews.ended', 'This offer has ended.')}</p>
                )}
                {review.live && (
                  <button type="button" className="button" disabled={!hydrated} onClick={() => edit(review)}>
                    {tx('shopper.reviews.edit', 'Edit')}
                    <span className="visually-hidden">
                      {` ${fill(tx('shopper.reviews.editOf', 'your review of {coupon}'), { coupon: review.couponName })}`}
                    </span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
