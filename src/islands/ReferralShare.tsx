import { useId, useRef, useState } from 'react';
import { checkReferralInvite, whatsAppInviteUrl } from '../../functions/contract/rules.ts';
import { ruleSchema, useForm } from './forms/use-form.ts';
import { useHydrated } from './forms/use-hydrated.ts';
import { inLanguage } from '../lib/in-language.ts';

/** The texts the page picks for this island (issue 26); without them it speaks English (the merchant's pages). */
export const REFERRAL_SHARE_KEYS = [
  'dashboard.share.linkLabel',
  'dashboard.share.copy',
  'dashboard.share.copied',
  'dashboard.share.copyByHand',
  'dashboard.share.formLabel',
  'dashboard.share.mobileLabel',
  'dashboard.share.send',
] as const;
type ShareTexts = Record<(typeof REFERRAL_SHARE_KEYS)[number], string> & {
  /** The check's English messages in the page's language (src/lib/referral-share-texts.ts); none in English. */
  messages?: Readonly<Record<string, string>>;
};
const ENGLISH: ShareTexts = {
  'dashboard.share.linkLabel': 'Your invite link',
  'dashboard.share.copy': 'Copy',
  'dashboard.share.copied': 'Copied!',
  'dashboard.share.copyByHand': 'Press and hold (or Ctrl+C) to copy the selected link.',
  'dashboard.share.formLabel': 'Invite on WhatsApp',
  'dashboard.share.mobileLabel': "Friend's mobile number",
  'dashboard.share.send': 'Send invite on WhatsApp',
};

interface Props {
  /** The full invite link, e.g. https://…/MerchantSignup/ABCD2345. */
  link: string;
  /** The WhatsApp message; the link is appended. */
  message: string;
  texts?: ShareTexts;
}

/**
 * Referral invites (spec sections 2, 5): the invite link with a Copy button, and a WhatsApp share to a
 * friend's number (digits only, the last 10 kept, starting with 6-9). Without a login record (no link)
 * the invite says 'User data not loaded yet. Please try again.'.
 */
export default function ReferralShare({ link, message, texts = ENGLISH }: Props) {
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
        return { mobile: 'message' in checked ? inLanguage(texts, checked.message) : undefined };
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
      setCopied(texts['dashboard.share.copied']);
    } catch {
      // Without clipboard permission, select the link so the visitor can copy it by hand.
      linkInput.current?.select();
      setCopied(texts['dashboard.share.copyByHand']);
    }
  };

  return (
    <div className="referral">
      <div className="field">
        <label htmlFor={linkId}>{texts['dashboard.share.linkLabel']}</label>
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
            {texts['dashboard.share.copy']}
          </button>
        </div>
        <p role="status" className="form-status form-status--success">
          {copied}
        </p>
      </div>
      <form
        className="account-form"
        noValidate
        onSubmit={form.onSubmit}
        aria-label={texts['dashboard.share.formLabel']}
      >
        <fieldset className="account-form__fields" disabled={!hydrated}>
          <div className="field">
            <label htmlFor={mobileId}>{texts['dashboard.share.mobileLabel']}</label>
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
            {texts['dashboard.share.send']}
          </button>
        </fieldset>
      </form>
    </div>
  );
}
