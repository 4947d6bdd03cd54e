import {
  choosablePositions,
  PAYMENT_LINK_SOURCES,
  paymentAdminMessages,
  type CreatedPaymentRequest,
  type PaymentEntryValues,
  type PaymentLinkSourceId,
} from '../../../functions/contract/payment-admin.ts';
import { checkPaymentEntry } from '../../../functions/contract/rules.ts';
import { postJson } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { SelectField } from '../forms/more-fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import './admin.css';

/**
 * The payment entry form of an admin image tab (spec section 5; issue 12 item 5): amount and mobile
 * (and, for the category banner, the frame) with the tab's own message, checked by the rule the server
 * runs again; the stored link's payment page opens next, to pay there or share it over WhatsApp.
 */
export default function PaymentLinkForm({ source }: { source: PaymentLinkSourceId }) {
  const hydrated = useHydrated();
  const tab = PAYMENT_LINK_SOURCES[source];
  const positions = choosablePositions(source);
  const labels: Record<string, string> = 'positionLabels' in tab ? tab.positionLabels : {};
  const form = useForm({
    schema: ruleSchema(
      (values: PaymentEntryValues) => ({ amount: checkPaymentEntry(source, values) ?? undefined }),
      (values) => ({ source, ...values }),
    ),
    initial: { amount: '', mobile: '', position: '' },
    statusOnInvalid: true,
    submit: (data) => postJson<CreatedPaymentRequest>('/api/admin/payment-requests', data),
    failureText: (failure) => failure?.fields._ ?? failure?.message ?? paymentAdminMessages.requestFailed,
    leavesPage: true,
    onSuccess: (created) => window.location.assign(created.paymentPath),
  });
  const busy = form.pending;
  const id = `payment-link-${source}`;

  return (
    <section className="admin-section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="admin-section__heading">
        Payment link
      </h3>
      <p className="admin-muted">
        The amount the advertiser pays for this placement. The payment page opens next: pay there, or share
        the link to the advertiser over WhatsApp.
      </p>
      <form className="admin-form" noValidate onSubmit={form.onSubmit} aria-label={`${tab.label} payment`}>
        <fieldset className="account-form__fields" disabled={!hydrated || busy}>
          <TextField
            label="Amount (₹)"
            inputMode="decimal"
            required
            maxLength={12}
            {...form.field('amount')}
            // The spec's one message covers amount, mobile and position: it shows once, in the status line.
            error={undefined}
          />
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={16}
            hint="10 digits; +91, 91 or a leading 0 is fine"
            {...form.field('mobile')}
          />
          {positions.length > 0 && (
            <SelectField
              label="Position"
              name="position"
              placeholder="Choose a position"
              required={tab.positionRequired}
              value={form.values.position}
              onChange={(value) => form.set('position', value)}
              options={positions.map((value) => ({ value, label: labels[value] ?? value }))}
            />
          )}
          <SubmitButton busy={busy}>{busy ? 'Making the link…' : 'Go to payment'}</SubmitButton>
        </fieldset>
        <FormStatus status={form.status} />
      </form>
    </section>
  );
}
