import { useState } from 'react';
import { emailVerificationMessages } from '../../../functions/contract/account-email.ts';
import { NetworkError, postJson } from '../../lib/api.ts';
import type { Status } from '../forms/use-form.ts';
import { FormStatus } from '../forms/fields.tsx';
import { textGetters, type FormTexts } from '../forms/texts.tsx';

/** "Send again" for the verification link, with its answer (or the throttle's message) in the page. */
export default function SendAgainButton({ texts = {} }: { texts?: FormTexts }) {
  const { tx, message } = textGetters(texts);
  const [status, setStatus] = useState<Status | null>(null);
  const [pending, setPending] = useState(false);
  const send = async () => {
    setPending(true);
    setStatus(null);
    try {
      const result = await postJson<{ message: string }>('/api/auth/verify-email/resend');
      setStatus(
        result.ok
          ? { tone: 'success', text: message(result.data.message) }
          : { tone: 'error', text: message(result.message ?? emailVerificationMessages.sendFailed) },
      );
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      setStatus({ tone: 'error', text: message(emailVerificationMessages.sendFailed) });
    }
    setPending(false);
  };
  return (
    <div>
      <button
        type="button"
        className="button"
        onClick={() => void send()}
        disabled={pending}
        aria-busy={pending}
      >
        {tx('forms.sendAgain', 'Send again')}
      </button>
      <FormStatus status={status} />
    </div>
  );
}
