import { useState } from 'react';
import {
  declineReasonMessage,
  type ClaimDecided,
  type MerchantClaim,
} from '../../../functions/contract/cashback-claims.ts';
import { CLAIM_DECLINE_REASON_MAX_LENGTH } from '../../../functions/contract/limits.ts';
import { postJson } from '../../lib/api.ts';
import { TextAreaField } from '../forms/more-fields.tsx';
import { formatCalendarDateIn, formatDateTimeIn } from '../../../functions/contract/i18n/format.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { inLanguage } from '../../lib/in-language.ts';
import type { MerchantClaimsTexts } from '../../lib/merchant-sales-texts.ts';
import { formatPaise, rupeesToPaise } from '../../../functions/contract/money.ts';
import { FormStatus, SubmitButton } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { useRowAction } from '../forms/use-row-action.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { DataTable } from '../data-table.tsx';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './claims.css';

/** The open claims' column headings, which each cell repeats as its label on a phone. */
type Texts = MerchantClaimsTexts;
const columnsOf = (T: Texts) => ({
  order: T['merchantSales.claims.colOrder'],
  amount: T['merchantSales.claims.colAmount'],
  shopper: T['merchantSales.claims.colShopper'],
  coupon: T['merchantSales.claims.colCoupon'],
  bought: T['merchantSales.claims.colBought'],
  filed: T['merchantSales.claims.colFiled'],
  action: T['merchantSales.claims.colAction'],
});

/** When a claim was filed: the India date and time ('26 Nov 2026, 12:10 am'; the date in the language). */
const filedAt = (T: Texts, instant: string) => formatDateTimeIn(T.locale, instant);

type DeclineValues = { reason: string };

/** The decline form under one claim: a required reason, which the shopper reads on their claims page. */
function DeclineForm({
  claim,
  onDecided,
  onCancel,
  T,
}: {
  T: Texts;
  claim: MerchantClaim;
  onDecided: (claimId: string, text: string) => void;
  onCancel: () => void;
}) {
  const form = useForm<DeclineValues, DeclineValues, ClaimDecided>({
    schema: ruleSchema<DeclineValues>((values) => ({
      reason: inLanguage(T, declineReasonMessage(values.reason)),
    })),
    initial: { reason: '' },
    submit: (values) => postJson<ClaimDecided>(`/api/merchant/cashback-claims/${claim.id}/decline`, values),
    failureText: (failure) =>
      failure
        ? (failure.message ?? T['merchantSales.claims.declineFailed'])
        : T['merchantSales.claims.declineFailed'],
    onSuccess: (reply) => onDecided(claim.id, reply.message),
  });
  return (
    <form
      className="claims__decline"
      aria-label={fill(T['merchantSales.claims.declineLabel'], { order: claim.orderReference })}
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
    >
      <TextAreaField
        label={T['merchantSales.claims.reasonLabel']}
        maxLength={CLAIM_DECLINE_REASON_MAX_LENGTH}
        hint={T['merchantSales.claims.reasonHint']}
        required
        {...form.field('reason')}
      />
      <div className="claims__actions">
        <SubmitButton busy={form.pending}>{T['merchantSales.claims.declineClaim']}</SubmitButton>
        <button type="button" className="button" onClick={onCancel}>
          {T['merchantSales.claims.cancel']}
        </button>
      </div>
      <FormStatus status={form.status} />
    </form>
  );
}

/**
 * The merchant's Review screen: the open missing cashback claims against this merchant, oldest first,
 * each with Accept (it becomes a sale and the shopper's cashback is pending) and Decline (with a reason).
 * A decided claim leaves the list; the outcome shows in the list's status line.
 */
export default function MerchantClaims({ texts: T }: { texts: MerchantClaimsTexts }) {
  const COLUMNS = columnsOf(T);
  const hydrated = useHydrated();
  const list = usePagedList<MerchantClaim>('/api/merchant/cashback-claims', {
    failureLog: 'Failed to load the claims:',
  });
  const claims = list.items;
  const [declining, setDeclining] = useState<string | null>(null);
  const action = useRowAction();
  const busy = action.busy !== null;
  const status = action.status;

  const decided = (claimId: string, text: string) => {
    list.removeItem(claimId);
    setDeclining(null);
    action.setStatus({ tone: 'success', text });
  };

  const accept = (claim: MerchantClaim) =>
    action.run(claim.id, () => postJson<ClaimDecided>(`/api/merchant/cashback-claims/${claim.id}/accept`), {
      successText: (data) => data.message,
      failureText: (failure) => failure?.message ?? T['merchantSales.claims.acceptFailed'],
      onSuccess: (data) => decided(claim.id, data.message),
    });

  if (list.status === 'error')
    return <LoadFailed texts={T} alert text={T['merchantSales.claims.loadFailed']} onRetry={list.reload} />;
  if (!claims) return <p role="status">{T['merchantSales.claims.loading']}</p>;
  return (
    <div className="claims">
      <FormStatus status={status} />
      {claims.length === 0 ? (
        <div>
          <p>{T['merchantSales.claims.none']}</p>
          <p className="field__hint">{T['merchantSales.claims.noneHint']}</p>
        </div>
      ) : (
        <DataTable caption={T['merchantSales.claims.caption']} texts={T} columns={Object.values(COLUMNS)}>
          {claims.map((claim) => (
            <tr key={claim.id}>
              <td data-label={COLUMNS.order}>
                <strong>{claim.orderReference}</strong>
              </td>
              <td data-label={COLUMNS.amount}>{formatPaise(rupeesToPaise(claim.amount))}</td>
              <td data-label={COLUMNS.shopper}>{claim.shopperName}</td>
              <td data-label={COLUMNS.coupon}>{claim.couponName ?? T['merchantSales.claims.couponGone']}</td>
              <td data-label={COLUMNS.bought}>{formatCalendarDateIn(T.locale, claim.purchaseDate)}</td>
              <td data-label={COLUMNS.filed}>{filedAt(T, claim.createdAt)}</td>
              <td className="data-table__actions">
                <div className="claims__actions">
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={!hydrated || busy}
                    onClick={() => void accept(claim)}
                  >
                    {T['merchantSales.claims.accept']}
                    <span className="visually-hidden">
                      {' '}
                      {fill(T['merchantSales.claims.forOrder'], { order: claim.orderReference })}
                    </span>
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={!hydrated || busy}
                    aria-expanded={declining === claim.id}
                    onClick={() => setDeclining(declining === claim.id ? null : claim.id)}
                  >
                    {T['merchantSales.claims.decline']}
                    <span className="visually-hidden">
                      {' '}
                      {fill(T['merchantSales.claims.forOrder'], { order: claim.orderReference })}
                    </span>
                  </button>
                </div>
                {declining === claim.id && (
                  <DeclineForm T={T} claim={claim} onDecided={decided} onCancel={() => setDeclining(null)} />
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <LoadMore texts={T} list={list} label={T['merchantSales.orders.loadMore']} />
    </div>
  );
}
