import { accountMessages, type Profile } from '../../../functions/contract/account-display.ts';
import { postJson, type ApiFailure } from '../../lib/api.ts';
import { setProfile } from '../../stores/profile.ts';
import { navigateSoon } from './navigate.ts';
import { returnPathFor } from './return-path.ts';
import { forgetSignUp } from './signed-up-notice.ts';
import { localizedSchema, translateMessage, type FormTexts } from './texts.tsx';
import { useForm, type FormSchema } from './use-form.ts';

/** Any failed sign-in says 'Login failed. Please try again.', except the throttle's 429, which says why. */
export const signInFailureText = (
  failure: ApiFailure | null,
  fallback: string = accountMessages.loginFailed,
) => (failure?.status === 429 && failure.message ? failure.message : fallback);

/**
 * The password sign-in forms (spec section 4): 'Login successful!', the profile in the header, then on to
 * `next`, or to the return path (`returnPath`, else the address's `?next=`) when there is a safe one;
 * any failure 'Login failed. Please try again.' or the 429 text. `toBody` shapes what is sent.
 */
export function useSignInForm<V extends Record<string, string>, D>(options: {
  schema: FormSchema<D>;
  initial: V;
  path: string;
  next: string;
  returnPath?: string | null | undefined;
  toBody?: (data: D) => unknown;
  /** The page's language's texts (none in English). */
  texts?: FormTexts | undefined;
}) {
  const texts = options.texts ?? {};
  return useForm({
    schema: localizedSchema(options.schema, texts),
    initial: options.initial,
    submit: (data) =>
      postJson<{ profile: Profile }>(options.path, options.toBody ? options.toBody(data) : data),
    successText: translateMessage(texts, accountMessages.loginSucceeded),
    failureText: (failure) => translateMessage(texts, signInFailureText(failure)),
    onSuccess: (body) => {
      setProfile(body.profile);
      forgetSignUp(); // the header's own "Verify your email" notice takes over
      navigateSoon(returnPathFor(options.returnPath) ?? options.next);
    },
    leavesPage: true,
  });
}
