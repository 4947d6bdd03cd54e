import { maskEmail } from '../../../functions/contract/account-email.ts';
import { NetworkError, postJson } from '../../lib/api.ts';
import { $profile } from '../../stores/profile.ts';

/**
 * The header's slim notice while the signed-in account's email is not verified: where the link went,
 * and "Send again" (POST /api/auth/verify-email/resend, three an hour) with its answer in the page.
 */
export function initVerifyNotice(notice: HTMLElement) {
  const text = notice.querySelector<HTMLElement>('[data-verify-text]');
  const send = notice.querySelector<HTMLButtonElement>('[data-verify-send]');
  const sent = notice.querySelector<HTMLElement>('[data-verify-sent]');
  const failed = notice.querySelector<HTMLElement>('[data-verify-failed]');
  // The texts in the page's language, written by the server (SiteHeader.astro).
  const { text: plain = '', textEmail = '', sentText = '', failedText = '' } = notice.dataset;

  $profile.subscribe((profile) => {
    if (profile === undefined) return;
    notice.hidden = !profile || profile.emailVerified;
    if (profile && text)
      text.textContent = profile.email ? textEmail.replace('{email}', maskEmail(profile.email)) : plain;
  });

  send?.addEventListener('click', async () => {
    send.disabled = true;
    if (sent) sent.textContent = '';
    if (failed) failed.textContent = '';
    try {
      const result = await postJson<{ message: string }>('/api/auth/verify-email/resend');
      if (result.ok && sent) sent.textContent = sentText || result.data.message;
      if (!result.ok && failed) failed.textContent = result.message ?? failedText;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      if (failed) failed.textContent = failedText;
    }
    send.disabled = false;
  });
}
