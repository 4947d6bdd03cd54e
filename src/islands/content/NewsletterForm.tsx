import { useId, useState, type SubmitEvent } from 'react';
import type { PublicMessage } from '../../../functions/contract/public.ts';
import type { NewsletterTexts } from '../../components/public-texts.ts';
import { NetworkError, postJson } from '../forms/post-json.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { isEmail } from '../../../functions/contract/rules.ts';

type Status = { tone: 'success' | 'error'; text: string } | null;

/**
 * The newsletter strip (spec: Home; sections 5 and 7): an email field; the server stores the address
 * once and its message is shown ('Thank you for subscribing!' or 'You are already subscribed.').
 */
export default function NewsletterForm({ texts }: { texts: NewsletterTexts }) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmail(address)) {
      setInvalid(true);
      setStatus({ tone: 'error', text: texts.invalidEmail });
      return;
    }
    setInvalid(false);
    setStatus(null);
    setBusy(true);
    try {
      const result = await postJson<PublicMessage>('/api/AToZ/NewsLetter-Post', { emailAddress: address });
      if (result.ok) setStatus({ tone: 'success', text: result.data.message });
      else {
        const fieldMessage = result.fields.emailAddress;
        setInvalid(Boolean(fieldMessage));
        setStatus({ tone: 'error', text: fieldMessage ?? result.message ?? texts.failed });
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      setStatus({ tone: 'error', text: texts.failed });
    }
    setBusy(false);
  };

  return (
    <form className="newsletter__form" noValidate onSubmit={onSubmit} aria-label="Newsletter">
      <label htmlFor={`${id}-email`} className="visually-hidden">
        Email address
      </label>
      <input
        id={`${id}-email`}
        className="input"
        type="email"
        name="emailAddress"
        autoComplete="email"
        inputMode="email"
        placeholder="Enter your email address"
        required
        value={email}
        disabled={!hydrated}
        onChange={(event) => {
          setEmail(event.target.value);
          if (invalid) setInvalid(false);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-status`}
      />
      <button type="submit" className="button button--primary" disabled={!hydrated || busy} aria-busy={busy}>
        Subscribe
      </button>
      <div id={`${id}-status`} className="newsletter__status">
        <p role="status" className="newsletter__message is-success">
          {status?.tone === 'success' ? status.text : ''}
        </p>
        <p role="alert" className="newsletter__message is-error">
          {status?.tone === 'error' ? status.text : ''}
        </p>
      </div>
    </form>
  );
}
