import { clickMessages } from '../../../functions/contract/clicks.ts';
import { signInPathReturningTo } from '../../../functions/contract/return-path.ts';
import type { ClickOutResult } from '../../lib/click-out.ts';
import './click-out.css';

/** The line's texts in the page's language (issue 26), picked on the server; English without them. */
export type ClickOutTexts = Record<
  | 'stores.clickOpening'
  | 'stores.clickActivated'
  | 'stores.clickSignInToEarn'
  | 'stores.clickSignInLink'
  | 'stores.clickVerifyToEarn'
  | 'stores.clickNotShopper'
  | 'stores.clickNotTracked'
  | 'stores.clickPopupBlocked'
  | 'stores.clickOpenStore',
  string
>;

/** What a click-out region shows: nothing yet, the tab opening, or the result. */
export type ClickOutState =
  { status: 'idle' } | { status: 'opening' } | ({ status: 'done' } & ClickOutResult);

/**
 * The visible, announced (aria-live) line next to a link to a store (issue 22 item 2): "Cashback
 * activated — shop within 24 hours" for a verified shopper, the sign-in hint with a link for a visitor,
 * why nothing was tracked otherwise, and a link to the store when the browser blocked the new tab.
 * Kept in the page while empty, so screen readers announce what appears in it.
 */
export default function ClickOutStatus({ state, texts }: { state: ClickOutState; texts?: ClickOutTexts }) {
  const done = state.status === 'done' ? state : null;
  const words = texts
    ? {
        opening: texts['stores.clickOpening'],
        notTracked: texts['stores.clickNotTracked'],
        signInLink: texts['stores.clickSignInLink'],
        popupBlocked: texts['stores.clickPopupBlocked'],
        openStore: texts['stores.clickOpenStore'],
      }
    : clickMessages;
  // The API's message is English; with the page's texts, the same message by its reason.
  const answerText = (answer: NonNullable<typeof done>['answer']) => {
    if (!answer) return words.notTracked;
    if (!texts) return answer.message;
    if (answer.cashbackActivated) return texts['stores.clickActivated'];
    if (answer.notTrackedReason === 'signed_out') return texts['stores.clickSignInToEarn'];
    if (answer.notTrackedReason === 'unverified') return texts['stores.clickVerifyToEarn'];
    if (answer.notTrackedReason === 'not_shopper') return texts['stores.clickNotShopper'];
    return answer.message;
  };
  const activated = done?.answer?.cashbackActivated === true;
  const returnPath = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
  // A Hindi or Telugu page's sign-in is in its language too.
  const signInPage = /^\/(hi|te)\//.test(returnPath) ? `${returnPath.slice(0, 3)}/UserSignin` : '/UserSignin';
  return (
    <p
      className={`click-out-status${activated ? ' is-activated' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="click-out-status"
    >
      {state.status === 'opening' && words.opening}
      {done && (
        <>
          {answerText(done.answer)}
          {done.answer?.notTrackedReason === 'signed_out' && (
            <>
              {' '}
              <a href={signInPathReturningTo(signInPage, returnPath)}>{words.signInLink}</a>
            </>
          )}
          {done.blocked && (
            <>
              {' '}
              {words.popupBlocked}{' '}
              <a href={done.url} target="_blank" rel="noopener noreferrer">
                {words.openStore}
              </a>
            </>
          )}
        </>
      )}
    </p>
  );
}
