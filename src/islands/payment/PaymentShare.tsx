import { useState } from 'react';
import { useHydrated } from '../forms/use-hydrated.ts';

/**
 * Share via WhatsApp (spec section 2 "Payment page"): with a mobile in the address, a link to
 * wa.me/91{mobile} with the page's /payment/{amount}/{mobile} link (server-rendered, works without
 * JavaScript); without one, the button says 'Mobile number is missing.'.
 */
export default function PaymentShare({
  shareUrl,
  texts,
}: {
  shareUrl: string | null;
  /** In the page's language (issue 26), picked on the server. */
  texts: Record<'payment.shareWhatsApp' | 'payment.mobileMissing', string>;
}) {
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
        {texts['payment.shareWhatsApp']}
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
        {texts['payment.shareWhatsApp']}
      </button>
      <p role="alert" className="form-status form-status--error">
        {missing ? texts['payment.mobileMissing'] : ''}
      </p>
    </div>
  );
}
