import type { ClickOutAnswer } from '../../functions/contract/clicks.ts';
import { postJson } from './api.ts';

/** What happened when the shopper left for a store: the answer (null: not recorded) and where they went. */
export interface ClickOutResult {
  answer: ClickOutAnswer | null;
  url: string;
  /** The browser refused the new tab: the page offers a link instead. */
  blocked: boolean;
}

/**
 * Leaves for a store in a new tab, tracked (issue 22 item 2): the tab is opened at once, in the click
 * (so no popup blocker stops it), without a way back to this page (opener cleared), and sent to the
 * address the click-out answers, which carries the click id for a verified shopper. When the request
 * fails the store still opens, at its plain address.
 */
export async function openTrackedLink(apiPath: string, plainUrl: string): Promise<ClickOutResult> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  let answer: ClickOutAnswer | null = null;
  try {
    const result = await postJson<ClickOutAnswer>(apiPath, undefined, { keepalive: true });
    if (result.ok) answer = result.data;
  } catch {
    // No answer: the shopper still reaches the store.
  }
  const url = answer?.merchantURL ?? plainUrl;
  if (tab) tab.location.href = url;
  return { answer, url, blocked: !tab };
}

/** Only a plain left click (no modifier: those open tabs of the browser's own choosing) is taken over. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
