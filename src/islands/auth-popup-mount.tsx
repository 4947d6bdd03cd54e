import { createRoot } from 'react-dom/client';
import { openAuthPopup } from '../stores/profile.ts';
import AuthPopup from './AuthPopup.tsx';

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
    createRoot(host).render(<AuthPopup />);
    mounted = true;
  }
  openAuthPopup(returnPath);
}
