import { useState } from 'react';
import { accountMessages } from '../../../functions/contract/account-display.ts';

/**
 * The sign-up forms' terms checkbox (spec section 8: sign-up requires it). Its message shows on submit
 * while it is unticked and goes away as soon as it is ticked.
 */
export function useTermsConsent() {
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();

  /** On submit: shows the terms message unless the box is ticked; returns whether it is. */
  const confirm = (): boolean => {
    setError(accepted ? undefined : accountMessages.terms);
    return accepted;
  };

  const onChange = (checked: boolean) => {
    setAccepted(checked);
    if (checked) setError(undefined);
  };

  return { confirm, checked: accepted, error, onChange };
}

export type TermsConsent = ReturnType<typeof useTermsConsent>;
