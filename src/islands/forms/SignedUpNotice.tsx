import { useEffect, useId, useState } from 'react';
import { signUpNoticeMessages as M } from '../../../functions/contract/account-email.ts';
import { forgetSignUp, readSignUp, type SignedUp, type SignedUpRole } from './signed-up-notice.ts';

/**
 * Issue 24 item 9: above the sign-in form after a sign-up, "Check your email … open the link", until
 * Dismiss (or a sign-in) takes it away. No timer: it stays however long the visitor reads.
 */
export function SignedUpNotice({ role }: { role: SignedUpRole }) {
  const [signedUp, setSignedUp] = useState<SignedUp | null>(null);
  const titleId = useId();
  useEffect(() => setSignedUp(readSignUp(role)), [role]);
  if (!signedUp) return null;
  return (
    <section className="signed-up-notice" aria-labelledby={titleId} data-testid="signed-up-notice">
      <p id={titleId} className="signed-up-notice__title">
        {M.heading}
      </p>
      <p role="status">{role === 'merchant' ? M.merchant(signedUp.email) : M.user(signedUp.email)}</p>
      <button
        type="button"
        className="signed-up-notice__dismiss"
        aria-label={M.dismissLabel}
        onClick={() => {
          forgetSignUp();
          setSignedUp(null);
        }}
      >
        {M.dismiss}
      </button>
    </section>
  );
}
