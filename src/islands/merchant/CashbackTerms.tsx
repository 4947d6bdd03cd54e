import { useEffect, useState } from 'react';
import {
  CLICK_PARAM_PATTERN,
  percentText,
  percentToBp,
  type MerchantCashbackTerms,
} from '../../../functions/contract/cashback-rates.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { inLanguage } from '../../lib/in-language.ts';
import type { RateTexts } from '../../lib/merchant-sales-texts.ts';
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
export default function CashbackTerms({ texts }: { texts: RateTexts }) {
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
      <h3 id="cashback-rate-title">{texts['merchantSales.rate.title']}</h3>
      {failed && (
        <LoadFailed
          texts={texts}
          alert
          text={texts['merchantSales.rate.loadFailed']}
          onRetry={() => {
            setFailed(false);
            setLoads((n) => n + 1);
          }}
        />
      )}
      {terms === null ? (
        !failed && <p>{texts['merchantSales.rate.loading']}</p>
      ) : (
        <TermsForm terms={terms} onSaved={setTerms} texts={texts} />
      )}
    </section>
  );
}

function TermsForm({
  terms,
  onSaved,
  texts,
}: {
  terms: MerchantCashbackTerms;
  onSaved: (terms: MerchantCashbackTerms) => void;
  texts: RateTexts;
}) {
  const bounds = { min: terms.minPercent, max: terms.maxPercent };
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
              ? texts['merchantSales.rate.ratePercent']
              : percent < terms.minPercent || percent > terms.maxPercent
                ? fill(texts['merchantSales.rate.outOfBounds'], bounds)
                : undefined,
          clickParam: CLICK_PARAM_PATTERN.test(values.clickParam.trim())
            ? undefined
            : texts['merchantSales.rate.clickParam'],
        };
      },
      (values) => ({ ratePercent: Number(values.ratePercent.trim()), clickParam: values.clickParam.trim() }),
    ),
    initial: { ratePercent: String(terms.ratePercent), clickParam: terms.clickParam },
    submit: (data) => sendJson('PUT', PATH, data),
    successText: (answer) => inLanguage(texts, answer.message),
    failureText: (failure) => inLanguage(texts, failure?.message) ?? texts['merchantSales.rate.saveFailed'],
    onSuccess: ({ message: _message, ...saved }) => onSaved(saved),
  });

  return (
    <>
      <p>{fill(texts['merchantSales.rate.intro'], bounds)}</p>
      <p className="merchant-cashback__in-force" data-testid="rate-in-force">
        {texts['merchantSales.rate.inForce']}: <strong>{percentText(terms.rateInForcePercent)}</strong>
      </p>
      {terms.overridePercent !== null && (
        <p className="merchant-cashback__override" role="note">
          {fill(texts['merchantSales.rate.override'], { percent: terms.overridePercent })}
        </p>
      )}
      <form
        className="merchant-cashback__form"
        onSubmit={form.onSubmit}
        noValidate
        aria-label={texts['merchantSales.rate.title']}
      >
        <TextField
          {...form.field('ratePercent')}
          label={texts['merchantSales.rate.rateLabel']}
          inputMode="decimal"
          required
        />
        <TextField
          {...form.field('clickParam')}
          label={texts['merchantSales.rate.clickParamLabel']}
          hint={texts['merchantSales.rate.clickParamHint']}
          autoComplete="off"
          maxLength={32}
        />
        <SubmitButton busy={form.pending}>{texts['merchantSales.rate.save']}</SubmitButton>
        <FormStatus status={form.status} />
      </form>
    </>
  );
}
