import { useId, useState, type FormEvent } from 'react';
import { settingsMessages } from '../../../functions/contract/account-settings.ts';
import {
  emailPreferenceMessages as english,
  type EmailPreferences,
} from '../../../functions/contract/cashback-emails.ts';
import { sendJson } from '../../lib/api.ts';
import { FormStatus, SubmitButton } from '../forms/fields.tsx';
import { textGetters, type FormTexts } from '../forms/texts.tsx';
import type { Status } from '../forms/use-form.ts';

/**
 * Settings' email switches (issue 22 item 6): "Email me about my cashback" and "Email me about my
 * payouts", saved together with PUT /api/account/email-preferences. One-click unsubscribe in an email
 * turns the same switch off.
 */
export function EmailPreferencesForm({
  initial,
  hydrated,
  texts = {},
}: {
  initial: EmailPreferences;
  hydrated: boolean;
  /** The page's language's texts (src/lib/account-texts.ts emailPreferenceTexts; none in English). */
  texts?: FormTexts;
}) {
  const { tx } = textGetters(texts);
  // The answer's message, in the page's language when it is one of this form's own.
  const answerText = (answer: string) =>
    answer === english.saved
      ? tx('forms.prefs.saved', answer)
      : answer === english.nothingToChange
        ? tx('forms.prefs.nothingToChange', answer)
        : answer;
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
        setStatus({ tone: 'success', text: answerText(answer.data.message) });
      } else
        setStatus({
          tone: 'error',
          text: answer.message
            ? answerText(answer.message)
            : tx('forms.prefs.failed', settingsMessages.failed),
        });
    } catch {
      setStatus({ tone: 'error', text: tx('forms.prefs.noConnection', settingsMessages.noConnection) });
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
      <h3 id="settings-emails">{tx('forms.prefs.heading', english.heading)}</h3>
      <p>{tx('forms.prefs.intro', english.intro)}</p>
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => void save(event)}
        aria-labelledby="settings-emails"
      >
        <fieldset className="account-form__fields" disabled={!hydrated || pending}>
          {toggle(
            'cashbackUpdates',
            tx('forms.prefs.cashbackUpdates', english.cashbackUpdates),
            tx('forms.prefs.cashbackHint', english.cashbackHint),
          )}
          {toggle(
            'payoutUpdates',
            tx('forms.prefs.payoutUpdates', english.payoutUpdates),
            tx('forms.prefs.payoutHint', english.payoutHint),
          )}
          {toggle(
            'savedReminders',
            tx('forms.prefs.savedReminders', english.savedReminders),
            tx('forms.prefs.savedRemindersHint', english.savedRemindersHint),
          )}
          {toggle(
            'followDigest',
            tx('forms.prefs.followDigest', english.followDigest),
            tx('forms.prefs.followDigestHint', english.followDigestHint),
          )}
          <SubmitButton busy={pending}>{tx('forms.prefs.save', english.save)}</SubmitButton>
        </fieldset>
        <FormStatus status={status} />
      </form>
    </section>
  );
}
