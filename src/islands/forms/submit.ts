import { accountMessages, type Profile } from '../../../functions/contract/account-display.ts';
import { setProfile } from '../../stores/profile.ts';
import { NAVIGATE_AFTER_MS, NetworkError, navigateSoon, postJson } from './post-json.ts';
import type { Status } from './use-form.ts';

/** What the submit helpers need of a form (see use-form.ts). */
export interface FormControls {
  setStatus: (status: Status | null) => void;
  setSubmitting: (submitting: boolean) => void;
  showServerErrors: (fields: Record<string, string>) => void;
}

const success = (text: string): Status => ({ tone: 'success', text });
const failure = (text: string): Status => ({ tone: 'error', text });

/**
 * Sign-up (spec sections 4 and 8): the success text, then the sign-in step; on a duplicate the inline
 * conflict text plus 'Sign-up failed: ' and the server's message; without any response the connection text.
 * Resolves to whether the failure was a duplicate name or email.
 */
export async function submitSignup(
  form: FormControls,
  request: {
    path: string;
    data: unknown;
    successText: string;
    signInPath: string;
    onSignedUp?: (() => void) | undefined;
  },
): Promise<{ conflict: boolean }> {
  form.setStatus(null);
  form.setSubmitting(true);
  try {
    const result = await postJson(request.path, request.data);
    if (result.ok) {
      form.setStatus(success(request.successText));
      if (request.onSignedUp) window.setTimeout(request.onSignedUp, NAVIGATE_AFTER_MS);
      else navigateSoon(request.signInPath);
      return { conflict: false };
    }
    form.showServerErrors(result.fields);
    form.setStatus(
      failure(accountMessages.signupFailedPrefix + (result.message ?? accountMessages.signupFailedRetry)),
    );
    form.setSubmitting(false);
    return { conflict: result.status === 409 };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    form.setStatus(failure(accountMessages.signupNoConnection));
    form.setSubmitting(false);
    return { conflict: false };
  }
}

/** Password sign-in: 'Login successful!' then on to `next`; any failure 'Login failed. Please try again.' or the 429 text. */
export async function submitLogin(
  form: FormControls,
  request: { path: string; data: unknown; next: string },
) {
  form.setStatus(null);
  form.setSubmitting(true);
  try {
    const result = await postJson<{ message: string; profile: Profile }>(request.path, request.data);
    if (result.ok) {
      setProfile(result.data.profile);
      form.setStatus(success(accountMessages.loginSucceeded));
      navigateSoon(request.next);
      return;
    }
    form.showServerErrors(result.fields);
    form.setStatus(
      failure(result.status === 429 && result.message ? result.message : accountMessages.loginFailed),
    );
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    form.setStatus(failure(accountMessages.loginFailed));
  }
  form.setSubmitting(false);
}
