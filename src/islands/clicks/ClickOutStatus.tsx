import { clickMessages } from '../../../functions/contract/clicks.ts';
import { signInPathReturningTo } from '../../../functions/contract/return-path.ts';
import type { ClickOutResult } from '../../lib/click-out.ts';
import './click-out.css';

/** What a click-out region shows: nothing yet, the tab opening, or the result. */
export type ClickOutState =
  { status: 'idle' } | { status: 'opening' } | ({ status: 'done' } & ClickOutResult);

/**
 * The visible, announced (aria-live) line next to a link to a store (issue 22 item 2): "Cashback
 * activated — shop within 24 hours" for a verified shopper, the sign-in hint with a link for a visitor,
 * why nothing was tracked otherwise, and a link to the store when the browser blocked the new tab.
 * Kept in the page while empty, so screen readers announce what appears in it.
 */
export default function ClickOutStatus({ state }: { state: ClickOutState }) {
  const done = state.status === 'done' ? state : null;
  const activated = done?.answer?.cashbackActivated === true;
  const returnPath = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
  return (
    <p
      className={`click-out-status${activated ? ' is-activated' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="click-out-status"
    >
      {state.status === 'opening' && clickMessages.opening}
      {done && (
        <>
          {done.answer ? done.answer.message : clickMessages.notTracked}
          {done.answer?.notTrackedReason === 'signed_out' && (
            <>
              {' '}
              <a href={signInPathReturningTo('/UserSignin', returnPath)}>{clickMessages.signInLink}</a>
            </>
          )}
          {done.blocked && (
            <>
              {' '}
              {clickMessages.popupBlocked}{' '}
              <a href={done.url} target="_blank" rel="noopener noreferrer">
                {clickMessages.openStore}
              </a>
            </>
          )}
        </>
      )}
    </p>
  );
}
