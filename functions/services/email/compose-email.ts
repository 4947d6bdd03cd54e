import { BRAND } from '../../contract/brand.ts';
import { MAIL_SIGNATURE } from '../../contract/account-email.ts';
import { LOCALE_TAG, type Locale } from '../../contract/i18n/locales.ts';
import { translate, type MessageKey, type MessageParams } from '../../contract/i18n/translate.ts';
import type { EmailMessage } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A line of an email in the recipient account's language (issue 26 item 7): English keeps the contract's
 * text exactly as it was; Hindi and Telugu come from the catalogue's email namespace.
 */
export function mailText(locale: Locale, english: string, key: MessageKey, params?: MessageParams): string {
  return locale === 'en' ? english : translate(locale, key, params);
}

/** "Hello Priya," in the recipient's language. */
export const mailGreeting = (locale: Locale, name: string) =>
  mailText(locale, `Hello ${name},`, 'email.hello', { name });

/**
 * A message in the house style: a greeting, short paragraphs, at most one button-like link (also
 * written out in full, for mail apps that block links), the signature. Plain text plus simple HTML.
 */
export function composeEmail(input: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  /** A last small line with a link, e.g. "Stop these emails: https://…" (with `headers`, issue 22). */
  footerLink?: { label: string; url: string };
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** The recipient account's language (English when absent, e.g. an address without an account). */
  locale?: Locale;
}): EmailMessage {
  const locale = input.locale ?? 'en';
  const signature = mailText(locale, MAIL_SIGNATURE, 'email.signature', { brand: BRAND });
  const { footerLink } = input;
  const { action } = input;
  const text = [
    input.greeting,
    ...input.paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(input.footnote ? [input.footnote] : []),
    signature,
    ...(footerLink ? [`${footerLink.label}: ${footerLink.url}`] : []),
  ].join('\n\n');
  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = [
    `<!doctype html><html lang="${locale === 'en' ? 'en' : LOCALE_TAG[locale]}"><body style="font-family:Arial,sans-serif;color:#1f2328;line-height:1.5">`,
    `<div style="max-width:560px;margin:0 auto;padding:16px">`,
    `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#9d174d">${escapeHtml(BRAND)}</p>`,
    p(escapeHtml(input.greeting)),
    ...input.paragraphs.map((paragraph) => p(escapeHtml(paragraph))),
    ...(action
      ? [
          p(
            `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#9d174d;color:#fff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a>`,
          ),
          p(
            `${escapeHtml(mailText(locale, 'Or open this address:', 'email.openAddress'))} <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a>`,
          ),
        ]
      : []),
    ...(input.footnote ? [p(`<small>${escapeHtml(input.footnote)}</small>`)] : []),
    p(escapeHtml(signature)),
    ...(footerLink
      ? [
          p(
            `<small><a href="${escapeHtml(footerLink.url)}" style="color:#57606a">${escapeHtml(footerLink.label)}</a></small>`,
          ),
        ]
      : []),
    '</div></body></html>',
  ].join('\n');
  return {
    to: input.to,
    subject: `${input.subject} | ${BRAND}`,
    text,
    html,
    ...(input.headers ? { headers: input.headers } : {}),
  };
}
