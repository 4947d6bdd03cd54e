/**
 * The 'FIND YOUR BEST' popup: a native <dialog> (focus trap, Escape and the top layer for free) with
 * three tabs that follow the ARIA tabs pattern. The header loads this module on the first click of its
 * button (no script for it on a page view); its data loads the first time it opens.
 */
import { nextTabIndex } from '../../lib/tab-keys.ts';
import type { PopupTexts } from './find-your-best.ts';

const ready = new WeakSet<HTMLDialogElement>();

/** Opens the popup; the first call wires it up and starts loading its panels. */
export function openFindYourBest(trigger: HTMLButtonElement, dialog: HTMLDialogElement) {
  if (!ready.has(dialog)) {
    ready.add(dialog);
    wire(trigger, dialog);
    const texts = JSON.parse(dialog.dataset.texts ?? '{}') as PopupTexts;
    void import('./find-your-best.ts').then(({ loadFindYourBest }) => loadFindYourBest(dialog, texts));
  }
  if (!dialog.open) dialog.showModal();
}

function wire(trigger: HTMLButtonElement, dialog: HTMLDialogElement) {
  dialog.querySelector('[data-popup-close]')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop (outside the dialog's box) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
  dialog.addEventListener('close', () => trigger.focus());

  const tabs = [...dialog.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (tab: HTMLButtonElement, focus: boolean) => {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
  };
  for (const [index, tab] of tabs.entries()) {
    tab.addEventListener('click', () => select(tab, false));
    tab.addEventListener('keydown', (event) => {
      const next = nextTabIndex(event.key, index, tabs.length);
      if (next === null) return;
      event.preventDefault();
      select(tabs[next]!, true);
    });
  }
}
