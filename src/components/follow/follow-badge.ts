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
  // The page's language (issue 26): its texts ride on the root's data-text-* attributes; English without.
  const words = root.dataset;
  const followText = words.textFollow ?? texts.follow;
  const followingText = words.textFollowing ?? texts.following;
  const signInToFollow = words.textSignInToFollow ?? texts.signInToFollow;
  const followFailed = words.textFollowFailed ?? texts.followFailed;
  const followers = (n: number) =>
    (n === 1
      ? (words.textFollowerOne ?? '{count} follower')
      : (words.textFollowerMany ?? '{count} followers')
    ).replace('{count}', n.toLocaleString('en-IN'));
  let following = false;

  const say = (text: string, offerSignIn = false) => {
    if (statusText) statusText.textContent = text;
    if (signIn) signIn.hidden = !offerSignIn;
  };
  const show = (state: FollowState) => {
    following = state.following;
    button.textContent = following ? followingText : followText;
    button.dataset.following = String(following);
    if (count) {
      count.textContent = followers(state.followerCount);
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
      say(signInToFollow, true);
      return;
    }
    button.disabled = true;
    try {
      const result = await sendJson<FollowState>(following ? 'DELETE' : 'POST', path);
      if (result.ok) show(result.data);
      else if (result.status === 401 || result.status === 403) say(signInToFollow, true);
      else say(followFailed);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      say(followFailed);
    } finally {
      button.disabled = false;
    }
  });
}
