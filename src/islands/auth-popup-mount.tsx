import { createRoot } from 'react-dom/client';
import { openAuthPopup } from '../stores/profile.ts';
import AuthPopup, { type AuthPopupTexts } from './AuthPopup.tsx';

/** English, for a page without the header (its data-auth-texts holds the page's language). */
const ENGLISH: AuthPopupTexts = {
  title: 'Login / Sign Up',
  close: 'Close',
  user: 'User',
  merchant: 'Merchant',
  userModes: 'User login or sign up',
  merchantModes: 'Merchant login or sign up',
  login: 'Login',
  signUp: 'Sign Up',
};

/** The texts the server wrote into the header (SiteHeader.astro), so the island needs no catalogue. */
function pageTexts(): AuthPopupTexts {
  const json = document.querySelector<HTMLElement>('[data-auth-texts]')?.dataset.authTexts;
  return json ? { ...ENGLISH, ...(JSON.parse(json) as Partial<AuthPopupTexts>) } : ENGLISH;
}

let mounted = false;

/**
 * Mounts the AuthPopup island on first use and opens it. The header loads this module only when the
 * 'Login / Sign Up' button is pressed, so pages without islands ship no React until then. A coupon
 * card passes `returnPath`, its page with the card open, for the sign-in to return to.
 */
export function showAuthPopup(returnPath: string | null = null) {
  if (!mounted) {
    const host = document.createElement('div');
    host.dataset.authPopup = '';
    document.body.append(host);
    createRoot(host).render(<AuthPopup texts={pageTexts()} />);
    mounted = true;
  }
  openAuthPopup(returnPath);
}
