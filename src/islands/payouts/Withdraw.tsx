import { useRef, useState } from 'react';
import type { Locale } from '../../../functions/contract/i18n/locales.ts';
import { localePath } from '../../../functions/contract/i18n/locales.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import {
  type PayoutCreated,
  type PayoutMethodAnswer,
  type PayoutRow,
} from '../../../functions/contract/payouts.ts';
import {
  formatPaise,
  formatTokens,
  paiseToRupees,
  paiseToRupeesText,
  parseRupees,
} from '../../../functions/contract/money.ts';
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
import {
  PayoutMethodForm,
  PAYOUT_METHOD_KEYS,
  PAYOUT_METHOD_PATH,
  type PayoutMethodTexts,
} from './PayoutMethodForm.tsx';
import { PayoutsList, PAYOUTS_LIST_KEYS, type PayoutsListTexts } from './PayoutsList.tsx';
import './payouts.css';

const PAYOUTS_PATH = '/api/payouts';
const SETTINGS_PATH = '/user/dashboard?tab=settings';

/** The texts the page picks for this island (issue 26: English, Hindi or Telugu). */
export const WITHDRAW_KEYS = [
  'payouts.availableHeading',
  'payouts.tokenRate',
  'payouts.earningsLink',
  'payouts.unverifiedHeading',
  'payouts.unverifiedBody',
  'payouts.unverifiedWrongAddress',
  'payouts.disabled',
  'payouts.available',
  'payouts.minimum',
  'payouts.belowMinimum',
  'payouts.goesTo',
  'payouts.withdrawHeading',
  'payouts.amountLabel',
  'payouts.withdraw',
  'payouts.withdrawAmount',
  'payouts.sending',
  'payouts.noConnection',
  'payouts.failed',
  'payouts.needsMethod',
  'payouts.amountInvalid',
  'payouts.balanceTooLow',
  'payouts.methodNotYetUsable',
  'payouts.sent',
  'payouts.held',
  'payouts.openHeld',
  'payouts.openOnItsWay',
  'payouts.listHeading',
] as const;
type WithdrawTexts = Record<(typeof WITHDRAW_KEYS)[number], string>;
/** Everything the Withdraw page's island reads: its own, the payout method's and the list's. */
export const WITHDRAW_PAGE_KEYS = [...WITHDRAW_KEYS, ...PAYOUT_METHOD_KEYS, ...PAYOUTS_LIST_KEYS] as const;

/**
 * The shopper's Withdraw page (issue 22 item 4; decision 0066): the Available balance, the payout
 * method, the withdraw form and the payouts so far. The page reads the first view on the server
 * (`initial`: GET /api/account/payout-method's answer); after a withdrawal or a new UPI ID the island
 * reads it again.
 */
export default function Withdraw({
  initial,
  testMode,
  locale,
  texts,
}: {
  initial: PayoutMethodAnswer;
  testMode: boolean;
  locale: Locale;
  texts: WithdrawTexts & PayoutMethodTexts & PayoutsListTexts;
}) {
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
          {texts['payouts.availableHeading']}
        </h2>
        <p className="payouts__figure" data-testid="payouts-available">
          {fill(texts['payouts.available'], {
            tokens: formatTokens(paiseToRupees(terms.availablePaise)),
            amount: formatPaise(terms.availablePaise),
          })}
        </p>
        <p className="payouts__muted">
          {texts['payouts.tokenRate']}.{' '}
          {fill(texts['payouts.minimum'], { amount: formatPaise(terms.minimumPaise) })}{' '}
          <a href={localePath(locale, '/user/dashboard?tab=earnings')}>{texts['payouts.earningsLink']}</a>
        </p>
      </section>

      {!terms.emailVerified && (
        <section
          className="payouts__notice"
          aria-labelledby="payouts-unverified"
          data-testid="payouts-unverified"
        >
          <h2 id="payouts-unverified">{texts['payouts.unverifiedHeading']}</h2>
          <p>{texts['payouts.unverifiedBody']}</p>
          <SendAgainButton />
          <p>
            <a href={localePath(locale, SETTINGS_PATH)}>{texts['payouts.unverifiedWrongAddress']}</a>
          </p>
        </section>
      )}
      {terms.emailVerified && !terms.enabled && (
        <p className="payouts__notice" role="status">
          {texts['payouts.disabled']}
        </p>
      )}

      <div className={canWithdraw ? 'payouts__panel' : 'payouts__panel payouts__panel--wide'}>
        <PayoutMethodForm
          method={method}
          hydrated={hydrated}
          onSaved={setMethod}
          locale={locale}
          texts={texts}
        />
      </div>

      {canWithdraw && (
        <div className="payouts__panel">
          <WithdrawSection
            method={method}
            hydrated={hydrated}
            list={list}
            onChanged={refresh}
            texts={texts}
          />
        </div>
      )}

      <section className="payouts__panel" aria-labelledby="payouts-list-heading">
        <h2 id="payouts-list-heading">{texts['payouts.listHeading']}</h2>
        <PayoutsList list={list} testMode={testMode} locale={locale} texts={texts} />
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
  texts,
}: {
  method: PayoutMethodAnswer;
  hydrated: boolean;
  list: PagedList<PayoutRow>;
  onChanged: () => Promise<void>;
  texts: WithdrawTexts;
}) {
  const minimum = fill(texts['payouts.minimum'], { amount: formatPaise(method.withdrawal.minimumPaise) });
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
              ? texts['payouts.amountInvalid']
              : paise < terms.minimumPaise
                ? minimum
                : paise > terms.availablePaise
                  ? texts['payouts.balanceTooLow']
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
      fill(texts[created.status === 'held' ? 'payouts.held' : 'payouts.sent'], {
        amount: formatPaise(created.amountPaise),
        upiId: created.upiId,
      }),
    failureText: (failure) =>
      failure === null ? texts['payouts.noConnection'] : (failure.message ?? texts['payouts.failed']),
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
    ? texts[open === 'held' ? 'payouts.openHeld' : 'payouts.openOnItsWay']
    : !method.upiId
      ? method.pendingChange
        ? texts['payouts.methodNotYetUsable']
        : texts['payouts.needsMethod']
      : terms.availablePaise < terms.minimumPaise
        ? fill(texts['payouts.belowMinimum'], { amount: formatPaise(terms.minimumPaise) })
        : null;

  return (
    <section aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading">{texts['payouts.withdrawHeading']}</h2>
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
              label={texts['payouts.amountLabel']}
              inputMode="decimal"
              autoComplete="off"
              hint={`${minimum} ${fill(texts['payouts.goesTo'], { upiId: method.upiId ?? '' })}`}
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
              {form.pending
                ? texts['payouts.sending']
                : typed === null || typed <= 0
                  ? texts['payouts.withdraw']
                  : fill(texts['payouts.withdrawAmount'], { amount: formatPaise(typed) })}
            </button>
          </fieldset>
        </form>
      )}
    </section>
  );
}
