import { emailVerificationMessages, verifyNotice } from '../../../functions/contract/account-email.ts';
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

  $profile.subscribe((profile) => {
    if (profile === undefined) return;
    notice.hidden = !profile || profile.emailVerified;
    if (profile && text) text.textContent = verifyNotice(profile.email);
  });

  send?.addEventListener('click', async () => {
    send.disabled = true;
    if (sent) sent.textContent = '';
    if (failed) failed.textContent = '';
    try {
      const result = await postJson<{ message: string }>('/api/auth/verify-email/resend');
      if (result.ok && sent) sent.textContent = result.data.message;
      if (!result.ok && failed) failed.textContent = result.message ?? emailVerificationMessages.sendFailed;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      if (failed) failed.textContent = emailVerificationMessages.sendFailed;
    }
    send.disabled = false;
  });
}
