import { storefrontMessages as texts, type FollowState } from '../../../functions/contract/storefront.ts';
import { getJson, NetworkError, sendJson } from '../../lib/api.ts';
import { hasSignedInHint } from '../../stores/profile.ts';

/**
 * The Follow badge (the storefront's, and the store page's: issue 23 item 5), a few lines of plain
 * script. Inside `root` (which carries data-merchant-id): a [data-follow] button, optionally a
 * [data-follow-count], a [data-follow-status-text] and a [data-follow-sign-in] link (with ?next= back).
 * The pages are cached and public, so the caller's state is read here, only when a session may exist.
 */
export function initFollow(root: HTMLElement) {
  const merchantId = root.dataset.merchantId;
  const button = root.querySelector<HTMLButtonElement>('[data-follow]');
  const count = root.querySelector<HTMLElement>('[data-follow-count]');
  const statusText = root.querySelector<HTMLElement>('[data-follow-status-text]');
  const signIn = root.querySelector<HTMLAnchorElement>('[data-follow-sign-in]');
  if (!merchantId || !button) return;
  const path = `/api/storefront/${merchantId}/follow`;
  let following = false;

  const say = (text: string, offerSignIn = false) => {
    if (statusText) statusText.textContent = text;
    if (signIn) signIn.hidden = !offerSignIn;
  };
  const show = (state: FollowState) => {
    following = state.following;
    button.textContent = following ? texts.following : texts.follow;
    button.dataset.following = String(following);
    if (count) {
      const n = state.followerCount;
      count.textContent = `${n.toLocaleString('en-IN')} ${n === 1 ? 'follower' : 'followers'}`;
    }
  };

  button.disabled = false;
  if (hasSignedInHint()) {
    getJson<FollowState>(path, { fresh: true })
      .then(show)
      .catch((error: unknown) => console.warn('Could not read the follow state:', error));
  }

  button.addEventListener('click', async () => {
    say('');
    if (!hasSignedInHint()) {
      say(texts.signInToFollow, true);
      return;
    }
    button.disabled = true;
    try {
      const result = await sendJson<FollowState>(following ? 'DELETE' : 'POST', path);
      if (result.ok) show(result.data);
      else if (result.status === 401 || result.status === 403) say(texts.signInToFollow, true);
      else say(texts.followFailed);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      say(texts.followFailed);
    } finally {
      button.disabled = false;
    }
  });
}
