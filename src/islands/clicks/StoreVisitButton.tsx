import { useState, type MouseEvent } from 'react';
import { clickMessages } from '../../../functions/contract/clicks.ts';
import { postJson } from '../../lib/api.ts';
import { isPlainClick, openTrackedLink } from '../../lib/click-out.ts';
import ClickOutStatus, { type ClickOutState, type ClickOutTexts } from './ClickOutStatus.tsx';

interface Props {
  slug: string;
  /** The store's own site (its plain address: the link without script, or with a modifier key). */
  siteUrl: string;
  storeName: string;
  /** The button's and its line's texts in the page's language (issue 26); English without them. */
  texts?: ClickOutTexts & Record<'stores.visitStore' | 'stores.visitStoreHint', string>;
}

/**
 * The store page's "Visit store" (issue 22 item 2): the store's own site in a new tab, through
 * POST /api/stores/{slug}/click-out, so a verified shopper's visit is tracked for cashback; the line
 * under it says so, or tells a visitor to sign in to earn.
 */
export default function StoreVisitButton({ slug, siteUrl, storeName, texts }: Props) {
  const [state, setState] = useState<ClickOutState>({ status: 'idle' });
  const path = `/api/stores/${encodeURIComponent(slug)}/click-out`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) {
      void postJson(path, undefined, { keepalive: true }).catch(() => undefined);
      return;
    }
    event.preventDefault();
    setState({ status: 'opening' });
    void openTrackedLink(path, siteUrl).then((result) => setState({ status: 'done', ...result }));
  };
  return (
    <div className="store-visit">
      <a
        className="button button--primary store-visit__button"
        href={siteUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        data-testid="store-visit"
      >
        {texts ? texts['stores.visitStore'] : clickMessages.visitStore}
        <span className="visually-hidden">
          {texts
            ? texts['stores.visitStoreHint'].replace('{store}', storeName)
            : `: ${storeName} (opens in a new tab)`}
        </span>
      </a>
      <ClickOutStatus state={state} texts={texts} />
    </div>
  );
}
