import { useEffect, useState } from 'react';
import {
  CLICK_PARAM_PATTERN,
  cashbackRateMessages as texts,
  percentText,
  percentToBp,
  type MerchantCashbackTerms,
} from '../../../functions/contract/cashback-rates.ts';
import { getJson, sendJson } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { LoadFailed } from '../load-more.tsx';
import './merchant-cashback.css';

const PATH = '/api/merchant/cashback-terms';
type Values = { ratePercent: string; clickParam: string };

/**
 * The merchant's "Cashback rate" section (issue 22 item 1): the rate shoppers earn on their sales,
 * within the administrator's bounds, and the parameter our click id travels in. An administrator's
 * override wins, and the section says so.
 */
export default function CashbackTerms() {
  const [terms, setTerms] = useState<MerchantCashbackTerms | null>(null);
  const [failed, setFailed] = useState(false);
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    let live = true;
    getJson<MerchantCashbackTerms>(PATH)
      .then((answer) => live && setTerms(answer))
      .catch((error: unknown) => {
        console.error('Failed to load your cashback rate:', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [loads]);

  return (
    <section className="merchant-cashback" aria-labelledby="cashback-rate-title">
      <h3 id="cashback-rate-title">{texts.sectionTitle}</h3>
      {failed && (
        <LoadFailed
          alert
          text="Your cashback rate could not be loaded."
          onRetry={() => {
            setFailed(false);
            setLoads((n) => n + 1);
          }}
        />
      )}
      {terms === null ? (
        !failed && <p>Loading your cashback rate…</p>
      ) : (
        <TermsForm terms={terms} onSaved={setTerms} />
      )}
    </section>
  );
}

function TermsForm({
  terms,
  onSaved,
}: {
  terms: MerchantCashbackTerms;
  onSaved: (terms: MerchantCashbackTerms) => void;
}) {
  const form = useForm<
    Values,
    { ratePercent: number; clickParam: string },
    MerchantCashbackTerms & { message: string }
  >({
    schema: ruleSchema(
      (values: Values) => {
        const percent = Number(values.ratePercent.trim());
        const bp = values.ratePercent.trim() === '' ? null : percentToBp(percent);
        return {
          ratePercent:
            bp === null
              ? texts.ratePercent
              : percent < terms.minPercent || percent > terms.maxPercent
                ? texts.outOfBounds(terms.minPercent, terms.maxPercent)
                : undefined,
          clickParam: CLICK_PARAM_PATTERN.test(values.clickParam.trim()) ? undefined : texts.clickParam,
        };
      },
      (values) => ({ ratePercent: Number(values.ratePercent.trim()), clickParam: values.clickParam.trim() }),
    ),
    initial: { ratePercent: String(terms.ratePercent), clickParam: terms.clickParam },
    submit: (data) => sendJson('PUT', PATH, data),
    successText: (answer) => answer.message,
    failureText: (failure) => failure?.message ?? 'Your rate could not be saved. Please try again.',
    onSuccess: ({ message: _message, ...saved }) => onSaved(saved),
  });

  return (
    <>
      <p>{texts.sectionIntro(terms.minPercent, terms.maxPercent)}</p>
      <p className="merchant-cashback__in-force" data-testid="rate-in-force">
        {texts.rateInForce}: <strong>{percentText(terms.rateInForcePercent)}</strong>
      </p>
      {terms.overridePercent !== null && (
        <p className="merchant-cashback__override" role="note">
          {texts.overrideNote(terms.overridePercent)}
        </p>
      )}
      <form
        className="merchant-cashback__form"
        onSubmit={form.onSubmit}
        noValidate
        aria-label={texts.sectionTitle}
      >
        <TextField {...form.field('ratePercent')} label={texts.rateLabel} inputMode="decimal" required />
        <TextField
          {...form.field('clickParam')}
          label={texts.clickParamLabel}
          hint={texts.clickParamHint}
          autoComplete="off"
          maxLength={32}
        />
        <SubmitButton busy={form.pending}>{texts.save}</SubmitButton>
        <FormStatus status={form.status} />
      </form>
    </>
  );
}
