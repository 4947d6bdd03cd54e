import { useRef, useState } from 'react';
import {
  minimumMessage,
  payoutMessages,
  type PayoutCreated,
  type PayoutMethodAnswer,
  type PayoutRow,
} from '../../../functions/contract/payouts.ts';
import {
  availableText,
  belowMinimumText,
  openPayoutText,
  withdrawButtonText,
  withdrawHeldText,
  withdrawSentText,
  withdrawTexts as texts,
} from '../../../functions/contract/payout-screens.ts';
import { paiseToRupeesText, parseRupees } from '../../../functions/contract/money.ts';
import { getJson, postJson } from '../../lib/api.ts';
import {
  attemptAfter,
  attemptFor,
  newIdempotencyKey,
  type WithdrawAttempt,
} from '../../lib/withdraw-attempt.ts';
import SendAgainButton from '../account/SendAgainButton.tsx';
import { FormStatus, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { usePagedList, type PagedList } from '../forms/use-paged-list.ts';
import { PayoutMethodForm, PAYOUT_METHOD_PATH } from './PayoutMethodForm.tsx';
import { PayoutsList } from './PayoutsList.tsx';
import './payouts.css';

const PAYOUTS_PATH = '/api/payouts';
const SETTINGS_PATH = '/user/dashboard?tab=settings';

/**
 * The shopper's Withdraw page (issue 22 item 4; decision 0066): the Available balance, the payout
 * method, the withdraw form and the payouts so far. The page reads the first view on the server
 * (`initial`: GET /api/account/payout-method's answer); after a withdrawal or a new UPI ID the island
 * reads it again.
 */
export default function Withdraw({ initial, testMode }: { initial: PayoutMethodAnswer; testMode: boolean }) {
  const hydrated = useHydrated();
  const [method, setMethod] = useState(initial);
  const list = usePagedList<PayoutRow>(PAYOUTS_PATH, { failureLog: 'Failed to load the payouts:' });
  const terms = method.withdrawal;
  const canWithdraw = terms.emailVerified && terms.enabled;

  const refresh = async () => {
    try {
      setMethod(await getJson<PayoutMethodAnswer>(PAYOUT_METHOD_PATH, { fresh: true }));
    } catch (error) {
      console.error('Failed to read the payout method again:', error);
    }
  };

  return (
    <div className="payouts">
      <section className="payouts__balance" aria-labelledby="payouts-available">
        <h2 id="payouts-available" className="payouts__balance-label">
          {texts.availableHeading}
        </h2>
        <p className="payouts__figure" data-testid="payouts-available">
          {availableText(terms.availablePaise)}
        </p>
        <p className="payouts__muted">
          {texts.tokenRate}. {minimumMessage(terms.minimumPaise)}{' '}
          <a href="/user/dashboard?tab=earnings">{texts.earningsLink}</a>
        </p>
      </section>

      {!terms.emailVerified && (
        <section
          className="payouts__notice"
          aria-labelledby="payouts-unverified"
          data-testid="payouts-unverified"
        >
          <h2 id="payouts-unverified">{texts.unverifiedHeading}</h2>
          <p>{texts.unverifiedBody}</p>
          <SendAgainButton />
          <p>
            <a href={SETTINGS_PATH}>{texts.unverifiedWrongAddress}</a>
          </p>
        </section>
      )}
      {terms.emailVerified && !terms.enabled && (
        <p className="payouts__notice" role="status">
          {texts.disabled}
        </p>
      )}

      <div className={canWithdraw ? 'payouts__panel' : 'payouts__panel payouts__panel--wide'}>
        <PayoutMethodForm method={method} hydrated={hydrated} onSaved={setMethod} />
      </div>

      {canWithdraw && (
        <div className="payouts__panel">
          <WithdrawSection method={method} hydrated={hydrated} list={list} onChanged={refresh} />
        </div>
      )}

      <section className="payouts__panel" aria-labelledby="payouts-list-heading">
        <h2 id="payouts-list-heading">{texts.listHeading}</h2>
        <PayoutsList list={list} testMode={testMode} />
      </section>
    </div>
  );
}

type AmountValues = { amount: string };

function WithdrawSection({
  method,
  hydrated,
  list,
  onChanged,
}: {
  method: PayoutMethodAnswer;
  hydrated: boolean;
  list: PagedList<PayoutRow>;
  onChanged: () => Promise<void>;
}) {
  const terms = method.withdrawal;
  // The attempt in flight or unanswered: its Idempotency-Key goes again with a retry of the same amount.
  const attempt = useRef<WithdrawAttempt | null>(null);
  const form = useForm<AmountValues, { amountPaise: number }, PayoutCreated>({
    schema: ruleSchema(
      (values: AmountValues) => {
        const paise = parseRupees(values.amount);
        return {
          amount:
            paise === null || paise <= 0
              ? payoutMessages.amountInvalid
              : paise < terms.minimumPaise
                ? minimumMessage(terms.minimumPaise)
                : paise > terms.availablePaise
                  ? payoutMessages.balanceTooLow
                  : undefined,
        };
      },
      (values) => ({ amountPaise: parseRupees(values.amount) ?? 0 }),
    ),
    initial: { amount: paiseToRupeesText(terms.availablePaise) },
    submit: async ({ amountPaise }) => {
      const current = attemptFor(attempt.current, amountPaise, newIdempotencyKey);
      attempt.current = current;
      // No answer (NetworkError) leaves the attempt as it is, so the next press sends the same key.
      const result = await postJson<PayoutCreated>(
        PAYOUTS_PATH,
        { amountRupees: paiseToRupeesText(amountPaise) },
        { headers: { 'Idempotency-Key': current.key } },
      );
      attempt.current = attemptAfter(current, result.status);
      return result;
    },
    successText: (created) =>
      created.status === 'held'
        ? withdrawHeldText(created.amountPaise, created.upiId)
        : withdrawSentText(created.amountPaise, created.upiId),
    failureText: (failure) => (failure === null ? texts.noConnection : (failure.message ?? texts.failed)),
    onSuccess: (created) => {
      list.addItem(created);
      void onChanged();
    },
    // A refusal may come from a change made elsewhere (a payout opened in another tab): read again.
    onFailure: (failure) => {
      if (failure && failure.status < 500) void onChanged();
    },
  });

  const typed = parseRupees(form.values.amount);
  const open = terms.openPayoutId
    ? (list.items?.find((payout) => payout.id === terms.openPayoutId)?.status ?? null)
    : null;
  const blocked = terms.openPayoutId
    ? openPayoutText(open)
    : !method.upiId
      ? method.pendingChange
        ? payoutMessages.methodNotYetUsable
        : texts.needsMethod
      : terms.availablePaise < terms.minimumPaise
        ? belowMinimumText(terms.minimumPaise)
        : null;

  return (
    <section aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading">{texts.withdrawHeading}</h2>
      <FormStatus status={form.status} />
      {blocked !== null && !form.pending ? (
        <p className="payouts__blocked" data-testid="withdraw-blocked">
          {blocked}
        </p>
      ) : (
        <form
          className="account-form payouts__form"
          noValidate
          onSubmit={form.onSubmit}
          aria-labelledby="withdraw-heading"
        >
          <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
            <TextField
              label={texts.amountLabel}
              inputMode="decimal"
              autoComplete="off"
              hint={`${minimumMessage(terms.minimumPaise)} It goes to ${method.upiId}.`}
              maxLength={12}
              required
              {...form.field('amount')}
            />
            <button
              type="submit"
              className="button button--primary button--block"
              disabled={form.pending}
              aria-busy={form.pending}
            >
              {form.pending ? texts.sending : withdrawButtonText(typed)}
            </button>
          </fieldset>
        </form>
      )}
    </section>
  );
}
