import { BRAND } from '../../contract/brand.ts';
import { MAIL_SIGNATURE } from '../../contract/account-email.ts';
import type { EmailMessage } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

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
}): EmailMessage {
  const { footerLink } = input;
  const { action } = input;
  const text = [
    input.greeting,
    ...input.paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(input.footnote ? [input.footnote] : []),
    MAIL_SIGNATURE,
    ...(footerLink ? [`${footerLink.label}: ${footerLink.url}`] : []),
  ].join('\n\n');
  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1f2328;line-height:1.5">',
    `<div style="max-width:560px;margin:0 auto;padding:16px">`,
    `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#9d174d">${escapeHtml(BRAND)}</p>`,
    p(escapeHtml(input.greeting)),
    ...input.paragraphs.map((paragraph) => p(escapeHtml(paragraph))),
    ...(action
      ? [
          p(
            `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#9d174d;color:#fff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a>`,
          ),
          p(`Or open this address: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a>`),
        ]
      : []),
    ...(input.footnote ? [p(`<small>${escapeHtml(input.footnote)}</small>`)] : []),
    p(escapeHtml(MAIL_SIGNATURE)),
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
