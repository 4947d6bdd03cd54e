import { useState, type SubmitEvent } from 'react';
import { submitSignup, type FormControls } from './submit.ts';
import { useTermsConsent } from './use-terms-consent.ts';

type SignupRequest = Omit<Parameters<typeof submitSignup>[1], 'data'>;

/**
 * The sign-up forms' submit: the fields and the terms checkbox are checked together, then the account is
 * created; `conflict` says the last try failed on a name or email that is taken.
 */
export function useSignup<D>(form: FormControls & { validate: () => D | null }, request: SignupRequest) {
  const terms = useTermsConsent();
  const [conflict, setConflict] = useState(false);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const data = form.validate();
    const agreed = terms.confirm();
    if (!data || !agreed) return;
    setConflict(false);
    const outcome = await submitSignup(form, { ...request, data });
    setConflict(outcome.conflict);
  };

  return { terms, conflict, onSubmit };
}
