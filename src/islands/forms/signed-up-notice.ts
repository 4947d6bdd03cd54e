/**
 * Issue 24 item 9: a form sign-up leaves a note in the tab's sessionStorage, which the sign-in step
 * (page or popup) reads to say "open the emailed link" until the visitor dismisses it or signs in. Kept
 * in the tab, not the address, so the email never lands in a URL or a log, and a reload keeps it.
 * Storage may be missing (a locked-down browser): then there is simply no notice.
 */
export type SignedUpRole = 'user' | 'merchant';

const KEY = 'dealsphere:signed-up';

export interface SignedUp {
  role: SignedUpRole;
  email: string | null;
}

export function rememberSignUp(value: SignedUp): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // No storage: no notice.
  }
}

export function readSignUp(role: SignedUpRole): SignedUp | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SignedUp>;
    if (value.role !== role) return null;
    return { role, email: typeof value.email === 'string' ? value.email : null };
  } catch {
    return null;
  }
}

export function forgetSignUp(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
