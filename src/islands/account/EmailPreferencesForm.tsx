import { useId, useState, type FormEvent } from 'react';
import { settingsMessages } from '../../../functions/contract/account-settings.ts';
import {
  emailPreferenceMessages as texts,
  type EmailPreferences,
} from '../../../functions/contract/cashback-emails.ts';
import { sendJson } from '../../lib/api.ts';
import { FormStatus, SubmitButton } from '../forms/fields.tsx';
import type { Status } from '../forms/use-form.ts';

/**
 * Settings' email switches (issue 22 item 6): "Email me about my cashback" and "Email me about my
 * payouts", saved together with PUT /api/account/email-preferences. One-click unsubscribe in an email
 * turns the same switch off.
 */
export function EmailPreferencesForm({
  initial,
  hydrated,
}: {
  initial: EmailPreferences;
  hydrated: boolean;
}) {
  const [choices, setChoices] = useState(initial);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const id = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setStatus(null);
    try {
      const answer = await sendJson<{ message: string; emailPreferences: EmailPreferences }>(
        'PUT',
        '/api/account/email-preferences',
        choices,
      );
      if (answer.ok) {
        setChoices(answer.data.emailPreferences);
        setStatus({ tone: 'success', text: answer.data.message });
      } else setStatus({ tone: 'error', text: answer.message ?? settingsMessages.failed });
    } catch {
      setStatus({ tone: 'error', text: settingsMessages.noConnection });
    } finally {
      setPending(false);
    }
  }

  const toggle = (name: keyof EmailPreferences, label: string, hint: string) => (
    <div className="field field--check">
      <input
        id={`${id}-${name}`}
        name={name}
        type="checkbox"
        checked={choices[name]}
        onChange={(event) => setChoices({ ...choices, [name]: event.target.checked })}
        aria-describedby={`${id}-${name}-hint`}
      />
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <p id={`${id}-${name}-hint`} className="field__hint">
        {hint}
      </p>
    </div>
  );

  return (
    <section className="settings__section" aria-labelledby="settings-emails">
      <h3 id="settings-emails">{texts.heading}</h3>
      <p>{texts.intro}</p>
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => void save(event)}
        aria-labelledby="settings-emails"
      >
        <fieldset className="account-form__fields" disabled={!hydrated || pending}>
          {toggle('cashbackUpdates', texts.cashbackUpdates, texts.cashbackHint)}
          {toggle('payoutUpdates', texts.payoutUpdates, texts.payoutHint)}
          {toggle('savedReminders', texts.savedReminders, texts.savedRemindersHint)}
          {toggle('followDigest', texts.followDigest, texts.followDigestHint)}
          <SubmitButton busy={pending}>{texts.save}</SubmitButton>
        </fieldset>
        <FormStatus status={status} />
      </form>
    </section>
  );
}
