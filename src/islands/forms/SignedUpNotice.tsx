import { useId, useState } from 'react';
import { maskEmail, signUpNoticeMessages as M } from '../../../functions/contract/account-email.ts';
import { forgetSignUp, readSignUp, type SignedUpRole } from './signed-up-notice.ts';
import { fill, useFormLanguage } from './texts.tsx';
import { useHydrated } from './use-hydrated.ts';

/**
 * Issue 24 item 9: above the sign-in form after a sign-up, "Check your email … open the link", until
 * Dismiss (or a sign-in) takes it away. No timer: it stays however long the visitor reads.
 */
export function SignedUpNotice({ role }: { role: SignedUpRole }) {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const titleId = useId();
  const { texts, tx } = useFormLanguage();
  // Read in the browser only (the sign-in pages are static): the server's HTML never has the notice.
  const signedUp = hydrated && !dismissed ? readSignUp(role) : null;
  if (!signedUp) return null;
  const english = role === 'merchant' ? M.merchant(signedUp.email) : M.user(signedUp.email);
  const translated = role === 'merchant' ? texts['forms.notice.merchant'] : texts['forms.notice.user'];
  const email = signedUp.email
    ? maskEmail(signedUp.email)
    : tx('forms.notice.yourEmail', 'your email address');
  return (
    <section className="signed-up-notice" aria-labelledby={titleId} data-testid="signed-up-notice">
      <p id={titleId} className="signed-up-notice__title">
        {tx('forms.notice.heading', M.heading)}
      </p>
      <p role="status">{translated ? fill(translated, { email }) : english}</p>
      <button
        type="button"
        className="signed-up-notice__dismiss"
        aria-label={tx('forms.notice.dismissLabel', M.dismissLabel)}
        onClick={() => {
          forgetSignUp();
          setDismissed(true);
        }}
      >
        {tx('forms.notice.dismiss', M.dismiss)}
      </button>
    </section>
  );
}
