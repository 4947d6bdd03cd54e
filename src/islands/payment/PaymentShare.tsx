import { useState } from 'react';
import { paymentMessages as texts } from '../../../functions/contract/payments.ts';
import { useHydrated } from '../forms/use-hydrated.ts';

/**
 * Share via WhatsApp (spec section 2 "Payment page"): with a mobile in the address, a link to
 * wa.me/91{mobile} with the page's /payment/{amount}/{mobile} link (server-rendered, works without
 * JavaScript); without one, the button says 'Mobile number is missing.'.
 */
export default function PaymentShare({ shareUrl }: { shareUrl: string | null }) {
  const hydrated = useHydrated();
  const [missing, setMissing] = useState(false);
  if (shareUrl) {
    return (
      <a
        className="button button--whatsapp button--block"
        href={shareUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        Share via WhatsApp
      </a>
    );
  }
  return (
    <div>
      <button
        type="button"
        className="button button--whatsapp button--block"
        disabled={!hydrated}
        onClick={() => setMissing(true)}
      >
        Share via WhatsApp
      </button>
      <p role="alert" className="form-status form-status--error">
        {missing ? texts.mobileMissing : ''}
      </p>
    </div>
  );
}
