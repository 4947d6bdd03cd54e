import { useEffect, useState } from 'react';
import { accountMessages } from '../../../functions/contract/account-display.ts';
import type { AuthProviders, GoogleIntent } from '../../../functions/contract/google.ts';
import { getJson, NetworkError, postJson } from '../../lib/api.ts';
import { returnPathFor } from './return-path.ts';
import { useFormLanguage } from './texts.tsx';

let providers: Promise<boolean> | undefined;

/** Whether Google sign-in is configured on the server; asked once per page, and only where a button may show. */
function googleEnabled(): Promise<boolean> {
  providers ??= getJson<Partial<AuthProviders>>('/api/auth/providers')
    .then((body) => body.google === true)
    .catch(() => false);
  return providers;
}

/**
 * 'Continue with Google': the server starts the redirect flow and answers the URL to go to. Hidden
 * unless the server says Google sign-in is configured. A return path (`returnPath`, else the page's
 * `?next=`) goes along as `next`: the server sends the browser back there after the sign-in.
 */
export function GoogleButton({
  intent,
  referredByCode,
  returnPath,
}: {
  intent: GoogleIntent;
  referredByCode?: string;
  returnPath?: string | null | undefined;
}) {
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { tx, message } = useFormLanguage();

  useEffect(() => {
    let live = true;
    void googleEnabled().then((on) => {
      if (live) setEnabled(on);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!enabled) return null;

  const start = async () => {
    setBusy(true);
    setError('');
    try {
      const next = returnPathFor(returnPath);
      const result = await postJson<{ url?: string }>('/api/Auth/google-login', {
        intent,
        ...(referredByCode ? { referredByCode } : {}),
        ...(next ? { next } : {}),
      });
      if (result.ok && result.data.url) {
        window.location.assign(result.data.url);
        return;
      }
    } catch (failure) {
      if (!(failure instanceof NetworkError)) throw failure;
    }
    setError(message(accountMessages.googleFailed));
    setBusy(false);
  };

  return (
    <div className="google-sign-in">
      <p className="google-sign-in__or">{tx('forms.or', 'or')}</p>
      <button type="button" className="button button--google button--block" onClick={start} disabled={busy}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 48 48">
          <path
            fill="#EA4335"
            d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.4 13.6 17.7 9.5 24 9.5z"
          />
          <path
            fill="#4285F4"
            d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4.1 7.1-10.1 7.1-17.5z"
          />
          <path
            fill="#FBBC05"
            d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.8-6.1z"
          />
          <path
            fill="#34A853"
            d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.9 2.3-8.4 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z"
          />
        </svg>
        {tx('forms.continueWithGoogle', 'Continue with Google')}
      </button>
      <p role="alert" className="form-status form-status--error">
        {error}
      </p>
    </div>
  );
}
