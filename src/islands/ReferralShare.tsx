import { useId, useRef, useState } from 'react';
import { checkReferralInvite, whatsAppInviteUrl } from '../../functions/contract/rules.ts';
import { ruleSchema, useForm } from './forms/use-form.ts';
import { useHydrated } from './forms/use-hydrated.ts';

interface Props {
  /** The full invite link, e.g. https://…/MerchantSignup/ABCD2345. */
  link: string;
  /** The WhatsApp message; the link is appended. */
  message: string;
}

/**
 * Referral invites (spec sections 2, 5): the invite link with a Copy button, and a WhatsApp share to a
 * friend's number (digits only, the last 10 kept, starting with 6-9). Without a login record (no link)
 * the invite says 'User data not loaded yet. Please try again.'.
 */
export default function ReferralShare({ link, message }: Props) {
  const hydrated = useHydrated();
  const linkId = useId();
  const mobileId = useId();
  const errorId = `${mobileId}-error`;
  const linkInput = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState('');
  const form = useForm({
    schema: ruleSchema(
      (values: { mobile: string }) => {
        const checked = checkReferralInvite(values.mobile, link);
        return { mobile: 'message' in checked ? checked.message : undefined };
      },
      (values) => {
        const checked = checkReferralInvite(values.mobile, link);
        return 'whatsAppNumber' in checked ? checked.whatsAppNumber : '';
      },
    ),
    initial: { mobile: '' },
    onValid: (number) => {
      window.open(whatsAppInviteUrl(number, message, link), '_blank', 'noopener,noreferrer');
    },
  });
  const mobile = form.field('mobile');
  const error = mobile.error;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Copied!');
    } catch {
      // Without clipboard permission, select the link so the visitor can copy it by hand.
      linkInput.current?.select();
      setCopied('Press and hold (or Ctrl+C) to copy the selected link.');
    }
  };

  return (
    <div className="referral">
      <div className="field">
        <label htmlFor={linkId}>Your invite link</label>
        <div className="referral__link">
          <input
            id={linkId}
            className="input"
            ref={linkInput}
            type="text"
            value={link}
            readOnly
            onFocus={(e) => e.target.select()}
          />
          <button type="button" className="button" onClick={copy} disabled={!hydrated}>
            Copy
          </button>
        </div>
        <p role="status" className="form-status form-status--success">
          {copied}
        </p>
      </div>
      <form className="account-form" noValidate onSubmit={form.onSubmit} aria-label="Invite on WhatsApp">
        <fieldset className="account-form__fields" disabled={!hydrated}>
          <div className="field">
            <label htmlFor={mobileId}>Friend&apos;s mobile number</label>
            <input
              id={mobileId}
              className="input"
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              value={mobile.value}
              onChange={(event) => mobile.onChange(event.target.value.replace(/\D/g, ''))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} className="field__error" role="alert">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="button button--whatsapp button--block">
            Send invite on WhatsApp
          </button>
        </fieldset>
      </form>
    </div>
  );
}
