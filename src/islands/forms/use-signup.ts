import { useRef, useState, type SubmitEvent } from 'react';
import { accountMessages } from '../../../functions/contract/account-display.ts';
import { signInPathReturningTo } from '../../../functions/contract/return-path.ts';
import { postJson } from '../../lib/api.ts';
import { NAVIGATE_AFTER_MS, navigateSoon } from './navigate.ts';
import { returnPathFor } from './return-path.ts';
import { rememberSignUp, type SignedUpRole } from './signed-up-notice.ts';
import { fill, localizedSchema, translateMessage, type FormTexts } from './texts.tsx';
import { useForm, type FormSchema, type FormOptions } from './use-form.ts';
import { useTermsConsent } from './use-terms-consent.ts';

/**
 * The sign-up forms (spec sections 4, 5 and 8): the fields and the terms checkbox are checked together,
 * then the account is created: the success text, then the sign-in step. On a duplicate the inline
 * conflict text (`conflict`) plus 'Sign-up failed: ' and the server's message; without any response
 * the connection text.
 */
export function useSignupForm<V extends Record<string, string>, D>(options: {
  schema: FormSchema<D>;
  initial: V;
  path: string;
  successText: string;
  signInPath: string;
  /** Whose sign-up: the sign-in step then says to open the emailed link (issue 24 item 9). */
  role: SignedUpRole;
  /** In the popup, success switches to the sign-in form instead of going to `signInPath`. */
  onSignedUp?: (() => void) | undefined;
  /** The page's language's texts (none in English). */
  texts?: FormTexts | undefined;
}) {
  const texts = options.texts ?? {};
  const failureText: FormOptions<V, D, unknown>['failureText'] = (failure) => {
    if (!failure) return translateMessage(texts, accountMessages.signupNoConnection);
    const reason = translateMessage(texts, failure.message ?? accountMessages.signupFailedRetry);
    const prefix = texts['forms.msg.signupFailedPrefix'];
    return prefix ? fill(prefix, { reason }) : accountMessages.signupFailedPrefix + reason;
  };
  const terms = useTermsConsent();
  const [conflict, setConflict] = useState(false);
  const sentTo = useRef<string | null>(null);
  const form = useForm({
    schema: localizedSchema(options.schema, texts),
    initial: options.initial,
    liveFields: ['password' as keyof V],
    submit: (data) => {
      // Kept for the sign-in step's notice: the address the link went to (shown masked).
      const email = (data as { email?: unknown }).email;
      sentTo.current = typeof email === 'string' ? email : null;
      return postJson(options.path, data);
    },
    successText: options.successText,
    failureText,
    onSuccess: () => {
      rememberSignUp({ role: options.role, email: sentTo.current });
      if (options.onSignedUp) window.setTimeout(options.onSignedUp, NAVIGATE_AFTER_MS);
      // The sign-in step keeps the page's ?next= (issue 21, item 9).
      else navigateSoon(signInPathReturningTo(options.signInPath, returnPathFor()));
    },
    onFailure: (failure) => setConflict(failure?.status === 409),
    leavesPage: true,
  });

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (form.pending) return;
    const data = form.validate();
    const agreed = terms.confirm();
    if (data === null || !agreed) return;
    setConflict(false);
    await form.run(data);
  };

  return { form, terms, conflict, onSubmit };
}
