import { atom } from 'nanostores';
import type { Profile } from '../../functions/contract/accounts.ts';
import { getJsonOrNull, postJson } from '../lib/api.ts';

/**
 * The signed-in account's profile, shared by the header script and the islands.
 * `undefined` while unknown, `null` for a visitor.
 */
export const $profile = atom<Profile | null | undefined>(undefined);

/** Whether the login/sign-up popup is open (the header's button opens it, the dialog closes it). */
export const $authPopupOpen = atom(false);

/** Where a sign-in in the popup returns to: the page with its card open when a coupon card opened it. */
export const $authReturnPath = atom<string | null>(null);

/** The readable `signed_in=1` cookie: the only hint a static page has that a session may exist. */
export function hasSignedInHint(): boolean {
  return document.cookie.split(/;\s*/).includes('signed_in=1');
}

/** Reads the profile from the server, but only when the hint says a session may exist. */
export async function loadProfile(): Promise<Profile | null> {
  if (!hasSignedInHint()) {
    $profile.set(null);
    return null;
  }
  // Offline or the server away counts as signed out: the visitor header; the next page view asks again.
  const body = await getJsonOrNull<{ profile: Profile | null }>('/api/auth/me', { fresh: true });
  const profile = body?.profile ?? null;
  $profile.set(profile);
  return profile;
}

export function setProfile(profile: Profile | null) {
  $profile.set(profile);
}

/** Sign Out (spec section 4): ends the session on the server, then goes to / and reloads. */
export function signOut() {
  return endSessions('/api/auth/logout');
}

/** Sign out everywhere: ends every session of the account (other devices too), then as Sign Out. */
export function signOutEverywhere() {
  return endSessions('/api/auth/sign-out-everywhere');
}

async function endSessions(path: string) {
  // Even offline the page reloads; the server-side session then simply expires.
  await postJson(path).catch(() => null);
  $profile.set(null);
  window.location.assign('/');
}

/** Opens the popup; `returnPath` (checked again by the forms) is where its sign-in returns to. */
export function openAuthPopup(returnPath: string | null = null) {
  $authReturnPath.set(returnPath);
  $authPopupOpen.set(true);
}

export function closeAuthPopup() {
  $authPopupOpen.set(false);
}
