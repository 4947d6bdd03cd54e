import { useId, useState } from 'react';
import type { adminMessages, PendingCoupon } from '../../../functions/contract/admin.ts';
import { AD_SLOT_MAX, AD_SLOT_MIN } from '../../../functions/contract/limits.ts';
import { parseSlotId, TEXT_LIMITS } from '../../../functions/contract/rules.ts';
import { FormStatus, TextField } from '../forms/fields.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import { ruleSchema, useForm, type Status } from '../forms/use-form.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { TextAreaField } from '../forms/more-fields.tsx';
import { formatCalendarDateIn } from '../../../functions/contract/i18n/format.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { formatPaise } from '../../../functions/contract/money.ts';
import { freePositions, placeFreeRequest, type SlotMapEntry } from '../../../functions/contract/slots.ts';
import type { PendingCouponsTexts } from '../../lib/admin-review-texts.ts';
import type { SlotMapTexts } from '../../lib/merchant-texts.ts';
import { NetworkError, postJson } from '../../lib/api.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import { SlotMap, useSlotMap } from '../slots/SlotMap.tsx';
import './admin.css';

type Messages = Pick<
  typeof adminMessages,
  | 'couponApproved'
  | 'couponApproveFailed'
  | 'couponRejected'
  | 'noPendingCoupons'
  | 'rejectReasonRequired'
  | 'slotRange'
>;

interface Props {
  messages: Messages;
  rejectFailedText: string;
  /** The screen's words in the page's language (src/lib/admin-review-texts.ts). */
  texts: PendingCouponsTexts;
  /** The slot map's words, in Hindi and Telugu; English keeps its own. */
  slotTexts?: SlotMapTexts | undefined;
}

type RejectValues = { reason: string };

type SlotMapState = ReturnType<typeof useSlotMap>;

/** Above the slot map: 'Choose on the slot map (3 slots free)'. */
function mapSummary(texts: PendingCouponsTexts, free: number): string {
  return free === 1
    ? texts['adminReview.pending.mapSummaryOne']
    : fill(texts['adminReview.pending.mapSummaryOther'], { count: free });
}

/**
 * Where an approval puts the coupon if the administrator changes nothing (decision 0072): a premium
 * request, its slot; a free one, its requested slot when free, else the first free slot, read from the
 * slot map as it is now (so an approval elsewhere on the list moves it on), else as the list said.
 */
function placementOf(coupon: PendingCoupon, slots: SlotMapEntry[] | null): number | null {
  if (coupon.slotKind === 'premium') return coupon.requestedSlotId;
  if (!slots) return coupon.placedSlotId;
  return placeFreeRequest(coupon.requestedSlotId, freePositions(slots));
}

/** The offer as the merchant wrote it: '20% off', '₹150 off', '20% off, up to ₹150'. */
function offerText(coupon: PendingCoupon, texts: PendingCouponsTexts): string {
  const flat = coupon.discountValuePaise ? formatPaise(coupon.discountValuePaise) : null;
  const percent = coupon.percentage;
  if (percent)
    return flat
      ? fill(texts['adminReview.pending.offerPercentUpTo'], { percent, amount: flat })
      : fill(texts['adminReview.pending.offerPercent'], { percent });
  return flat ? fill(texts['adminReview.pending.offerFlat'], { amount: flat }) : '—';
}

function PendingItem({
  coupon,
  messages,
  rejectFailedText,
  texts: T,
  slotTexts,
  hydrated,
  slotMap,
  onDecided,
}: {
  coupon: PendingCoupon;
  messages: Messages;
  rejectFailedText: string;
  texts: PendingCouponsTexts;
  slotTexts: SlotMapTexts | undefined;
  hydrated: boolean;
  slotMap: SlotMapState;
  onDecided: (status: Status, removed: boolean) => void;
}) {
  const headingId = useId();
  // Until the administrator types or clicks a slot, the field follows the placement.
  const [typed, setTyped] = useState<string | null>(null);
  const placed = placementOf(coupon, slotMap.slots);
  const slotKind =
    coupon.slotKind === 'premium' ? T['adminReview.slotKindPremium'] : T['adminReview.slotKindFree'];
  const slot = typed ?? String(placed ?? coupon.requestedSlotId);
  const setSlot = (value: string) => setTyped(value);
  // The map lets the administrator pick a free slot, or the slot this coupon's payment reserves.
  const choosable = (entry: SlotMapEntry) =>
    entry.status === 'free' || (entry.status === 'reserved' && entry.heldBy?.couponId === coupon.id);
  const [slotError, setSlotError] = useState<string | undefined>();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const rejectForm = useForm<RejectValues, RejectValues>({
    schema: ruleSchema(
      (values: RejectValues) => ({
        reason: values.reason.trim() ? undefined : messages.rejectReasonRequired,
      }),
      (values) => ({ reason: values.reason.trim() }),
    ),
    initial: { reason: '' },
    submit: (data) => postJson(`/api/admin/coupons/${coupon.id}/reject`, data),
    onSuccess: () => onDecided({ tone: 'success', text: messages.couponRejected }, true),
    // Someone else decided it already (409): it leaves the list all the same.
    onFailure: (failure) =>
      onDecided({ tone: 'error', text: failure?.message ?? rejectFailedText }, failure?.status === 409),
  });

  const approve = async () => {
    const value = parseSlotId(slot);
    if (value === null) {
      setSlotError(messages.slotRange);
      return;
    }
    setSlotError(undefined);
    setBusy(true);
    try {
      const result = await postJson('/api/Admin/ApproveCoupon', {
        couponId: coupon.id,
        assignedSlotId: value,
      });
      if (result.ok) {
        onDecided({ tone: 'success', text: messages.couponApproved }, true);
        return;
      }
      // A live coupon holds the slot: the server's message names it, and the coupon stays listed.
      const slotHeld = result.status === 409 ? result.fields.assignedSlotId : undefined;
      if (slotHeld) {
        setSlotError(slotHeld);
        onDecided({ tone: 'error', text: slotHeld }, false);
      } else {
        // Someone else decided it already: it leaves the list all the same.
        onDecided({ tone: 'error', text: messages.couponApproveFailed }, result.status === 409);
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      onDecided({ tone: 'error', text: messages.couponApproveFailed }, false);
    }
    setBusy(false);
  };

  return (
    <li className="admin-card admin-card--pending" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-card__title">
        {coupon.couponName}
      </h3>
      <div className="admin-pending__ad">
        {coupon.imageUrl ? (
          <img
            className="admin-pending__image"
            src={coupon.imageUrl}
            alt={fill(T['adminReview.pending.imageAlt'], { name: coupon.couponName })}
            width={270}
            height={255}
            loading="lazy"
          />
        ) : (
          <p className="admin-pending__image admin-pending__image--none">
            {T['adminReview.pending.noImage']}
          </p>
        )}
        <div className="admin-pending__text">
          <p className="admin-pending__title">{coupon.title}</p>
          <p>{coupon.description}</p>
          <p className="admin-pending__terms">
            <strong>{T['adminReview.pending.terms']}</strong> {coupon.termsAndConditions}
          </p>
        </div>
      </div>
      <dl className="admin-facts">
        <div>
          <dt>{T['adminReview.pending.code']}</dt>
          <dd>
            <code>{coupon.couponCode}</code>
          </dd>
        </div>
        <div>
          <dt>{T['adminReview.pending.offer']}</dt>
          <dd>{offerText(coupon, T)}</dd>
        </div>
        <div>
          <dt>{T['adminReview.pending.store']}</dt>
          <dd>
            {coupon.storeName}
            {coupon.storeName !== coupon.merchantName && (
              <span className="admin-pending__legal"> ({coupon.merchantName})</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{T['adminReview.pending.category']}</dt>
          <dd>{coupon.category}</dd>
        </div>
        <div>
          <dt>{T['adminReview.expires']}</dt>
          <dd>
            <time dateTime={coupon.expiryDate}>{formatCalendarDateIn(T.locale, coupon.expiryDate)}</time>
          </dd>
        </div>
        <div>
          <dt>{T['adminReview.pending.requestedSlot']}</dt>
          <dd>
            {coupon.requestedSlotId} ({slotKind})
          </dd>
        </div>
        <div>
          <dt>{T['adminReview.pending.placedIn']}</dt>
          <dd>
            {placed === null
              ? T['adminReview.pending.noSlotFree']
              : fill(T['adminReview.pending.slot'], { slot: placed })}
          </dd>
        </div>
        <div>
          <dt>{T['adminReview.pending.storeLink']}</dt>
          <dd>
            <a href={coupon.merchantUrl} target="_blank" rel="noopener noreferrer nofollow">
              {coupon.merchantUrl}
            </a>
          </dd>
        </div>
      </dl>
      <fieldset className="admin-card__fields" disabled={!hydrated || busy || rejectForm.pending}>
        <TextField
          label={T['adminReview.pending.assignedSlot']}
          name="assignedSlotId"
          value={slot}
          inputMode="numeric"
          maxLength={2}
          required
          hint={fill(T['adminReview.pending.assignedSlotHint'], { min: AD_SLOT_MIN, max: AD_SLOT_MAX })}
          onChange={setSlot}
          error={slotError}
        />
        <details className="admin-pending__map">
          <summary>{mapSummary(T, slotMap.slots ? freePositions(slotMap.slots).length : 0)}</summary>
          <SlotMap
            slots={slotMap.slots}
            failed={slotMap.failed}
            onRetry={slotMap.reload}
            chosen={slot}
            choosable={choosable}
            onChoose={(position) => {
              setSlot(position);
              setSlotError(undefined);
            }}
            legend={fill(T['adminReview.pending.mapLegend'], { name: coupon.couponName })}
            hint={T['adminReview.pending.pricesNote']}
            texts={slotTexts}
          />
        </details>
        <div className="admin-actions">
          <button type="button" className="button button--primary" onClick={() => void approve()}>
            {T['adminReview.approve']}
          </button>
          {!rejecting && (
            <button type="button" className="button" onClick={() => setRejecting(true)}>
              {T['adminReview.reject']}
            </button>
          )}
        </div>
      </fieldset>
      {rejecting && (
        <form
          className="admin-reject"
          noValidate
          onSubmit={(event) => void rejectForm.onSubmit(event)}
          aria-label={fill(T['adminReview.pending.rejectLabel'], { name: coupon.couponName })}
        >
          <fieldset className="admin-card__fields" disabled={!hydrated || busy || rejectForm.pending}>
            <TextAreaField
              label={T['adminReview.rejectReason']}
              required
              maxLength={TEXT_LIMITS.rejectReason}
              hint={T['adminReview.merchantReads']}
              {...rejectForm.field('reason')}
            />
            <div className="admin-actions">
              <button type="submit" className="button button--danger">
                {T['adminReview.sendRejection']}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setRejecting(false);
                  rejectForm.clearErrors();
                }}
              >
                {T['adminReview.cancel']}
              </button>
            </div>
          </fieldset>
        </form>
      )}
    </li>
  );
}

/**
 * Pending coupons (spec sections 3, 4, 7 and 8; issue 24 items 1-3): each coupon with its ad image, code,
 * title, description, terms, expiry, store, requested slot and kind, and where it is placed; approve
 * into that slot or another one (typed, or clicked on the slot map), or (beyond the spec) reject with a
 * reason the merchant reads in My Offers. A decided coupon leaves the list.
 */
export default function PendingCoupons({ messages, rejectFailedText, texts, slotTexts }: Props) {
  const hydrated = useHydrated();
  const list = usePagedList<PendingCoupon>('/api/Admin/PendingCoupons', {
    failureLog: 'Failed to load the pending coupons:',
  });
  const coupons = list.items;
  const [status, setStatus] = useState<Status | null>(null);
  const slotMap = useSlotMap();

  return (
    <div className="admin-tab">
      <FormStatus status={status} />
      {coupons === null ? (
        list.status === 'error' ? (
          <LoadFailed
            texts={texts}
            className="admin-muted"
            text={texts['adminReview.pending.loadFailed']}
            onRetry={list.reload}
          />
        ) : (
          <p className="admin-muted">{texts['adminReview.loading']}</p>
        )
      ) : coupons.length === 0 ? (
        <p className="admin-empty">{messages.noPendingCoupons}</p>
      ) : (
        <ul className="admin-cards" aria-label={texts['adminReview.pending.listLabel']}>
          {coupons.map((coupon) => (
            <PendingItem
              key={coupon.id}
              coupon={coupon}
              messages={messages}
              rejectFailedText={rejectFailedText}
              texts={texts}
              slotTexts={slotTexts}
              hydrated={hydrated}
              slotMap={slotMap}
              onDecided={(next, removed) => {
                setStatus(next);
                if (removed) list.removeItem(coupon.id);
                // An approval takes a slot, a refusal may say one was taken: the map is read again.
                slotMap.reload();
              }}
            />
          ))}
        </ul>
      )}
      <LoadMore texts={texts} list={list} label={texts['adminReview.loadMore']} />
    </div>
  );
}
