import {
  choosablePositions,
  PAYMENT_LINK_SOURCES,
  paymentAdminMessages,
  type CreatedPaymentRequest,
  type PaymentEntryValues,
  type PaymentLinkSourceId,
} from '../../../functions/contract/payment-admin.ts';
import { checkPaymentEntry } from '../../../functions/contract/rules.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { formatPaise } from '../../../functions/contract/money.ts';
import { PAYMENT_MAX_PAISE, PAYMENT_MIN_PAISE } from '../../../functions/contract/payments.ts';
import type { PaymentLinkTexts } from '../../lib/admin-money-texts.ts';
import { postJson } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { SelectField } from '../forms/more-fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { paymentTabLabels } from './payment-tab-labels.ts';
import './admin.css';

/**
 * The payment entry form of an admin image tab (spec section 5; issue 12 item 5): amount and mobile
 * (and, for the category banner, the frame) with the tab's own message, checked by the rule the server
 * runs again; the stored link's payment page opens next, to pay there or share it over WhatsApp.
 */
export default function PaymentLinkForm({
  source,
  texts,
}: {
  source: PaymentLinkSourceId;
  texts: PaymentLinkTexts;
}) {
  const hydrated = useHydrated();
  const tab = PAYMENT_LINK_SOURCES[source];
  const TAB_LABELS = paymentTabLabels(texts);
  // The rule's (and the API's) English messages, in the page's language.
  const known: Record<string, string> = {
    [paymentAdminMessages.amountAndMobile]: texts['adminMoney.link.amountAndMobile'],
    [paymentAdminMessages.categoryBanner]: texts['adminMoney.link.categoryBanner'],
    [paymentAdminMessages.topBanner]: texts['adminMoney.link.topBanner'],
    [paymentAdminMessages.amountRange]: fill(texts['adminMoney.link.amountRange'], {
      min: formatPaise(PAYMENT_MIN_PAISE),
      max: formatPaise(PAYMENT_MAX_PAISE),
    }),
    [paymentAdminMessages.mobileInvalid]: texts['adminMoney.link.mobileInvalid'],
    [paymentAdminMessages.positionInvalid]: texts['adminMoney.link.positionInvalid'],
    [paymentAdminMessages.requestFailed]: texts['adminMoney.link.failed'],
  };
  const say = (message: string) => known[message] ?? message;
  const positions = choosablePositions(source);
  const labels: Record<string, string> = 'positionLabels' in tab ? tab.positionLabels : {};
  const form = useForm({
    schema: ruleSchema(
      (values: PaymentEntryValues) => {
        const problem = checkPaymentEntry(source, values);
        return { amount: problem === null ? undefined : say(problem) };
      },
      (values) => ({ source, ...values }),
    ),
    initial: { amount: '', mobile: '', position: '' },
    statusOnInvalid: true,
    submit: (data) => postJson<CreatedPaymentRequest>('/api/admin/payment-requests', data),
    failureText: (failure) =>
      say(failure?.fields._ ?? failure?.message ?? paymentAdminMessages.requestFailed),
    leavesPage: true,
    onSuccess: (created) => window.location.assign(created.paymentPath),
  });
  const busy = form.pending;
  const id = `payment-link-${source}`;

  return (
    <section className="admin-section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="admin-section__heading">
        {texts['adminMoney.link.heading']}
      </h3>
      <p className="admin-muted">{texts['adminMoney.link.intro']}</p>
      <form
        className="admin-form"
        noValidate
        onSubmit={form.onSubmit}
        aria-label={fill(texts['adminMoney.link.formLabel'], { tab: TAB_LABELS[source] })}
      >
        <fieldset className="account-form__fields" disabled={!hydrated || busy}>
          <TextField
            label={texts['adminMoney.link.amountLabel']}
            inputMode="decimal"
            required
            maxLength={12}
            {...form.field('amount')}
            // The spec's one message covers amount, mobile and position: it shows once, in the status line.
            error={undefined}
          />
          <TextField
            label={texts['adminMoney.link.mobileLabel']}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={16}
            hint={texts['adminMoney.link.mobileHint']}
            {...form.field('mobile')}
          />
          {positions.length > 0 && (
            <SelectField
              label={texts['adminMoney.link.positionLabel']}
              name="position"
              placeholder={texts['adminMoney.link.positionPlaceholder']}
              required={tab.positionRequired}
              value={form.values.position}
              onChange={(value) => form.set('position', value)}
              options={positions.map((value) => ({ value, label: labels[value] ?? value }))}
            />
          )}
          <SubmitButton busy={busy}>
            {busy ? texts['adminMoney.link.making'] : texts['adminMoney.link.go']}
          </SubmitButton>
        </fieldset>
        <FormStatus status={form.status} />
      </form>
    </section>
  );
}
