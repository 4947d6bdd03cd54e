import { storefrontMessages as texts } from '../../../functions/contract/storefront.ts';
import { initFollow } from '../follow/follow-badge.ts';
import { matchesSearch } from '../../stores/search.ts';

/**
 * The storefront page's few lines of behaviour (no React: the cards are already in the HTML). Search
 * and the category chips hide cards; 'more...' opens the 'Shop by Category' drawer, a modal <dialog>
 * (focus moves in, Escape closes it, focus returns); the Follow badge learns the caller's state only
 * when a session may exist; Share uses the phone's share sheet where there is one.
 */
export function initStorefront(root: HTMLElement) {
  initFilters(root);
  initDrawer(root);
  initFollow(root);
  initShare(root);
}

function initFilters(root: HTMLElement) {
  const cards = [...root.querySelectorAll<HTMLElement>('[data-product]')];
  const empty = root.querySelector<HTMLElement>('[data-empty]');
  const input = root.querySelector<HTMLInputElement>('[data-search] input');
  const categoryButtons = [...root.querySelectorAll<HTMLButtonElement>('button[data-category]')];
  let category = '';

  const apply = () => {
    const term = input?.value.trim() ?? '';
    let shown = 0;
    for (const card of cards) {
      const visible =
        matchesSearch(card.dataset.name ?? '', term) && (!category || card.dataset.category === category);
      card.hidden = !visible;
      if (visible) shown += 1;
    }
    // Also with no products at all: a search then finds nothing either (spec: 'Item not found').
    const nothing = shown === 0 && (cards.length > 0 || term !== '' || category !== '');
    if (empty) empty.textContent = nothing ? (root.dataset.textItemNotFound ?? texts.itemNotFound) : '';
  };

  root.querySelector('[data-search]')?.addEventListener('submit', (event) => event.preventDefault());
  input?.addEventListener('input', apply);
  for (const button of categoryButtons) {
    button.addEventListener('click', () => {
      category = button.dataset.category ?? '';
      for (const other of categoryButtons)
        other.setAttribute('aria-pressed', String((other.dataset.category ?? '') === category));
      apply();
      button.closest('dialog')?.close();
    });
  }
  // A term typed before the script ran (slow phone) still filters.
  if (input?.value) apply();
}

function initDrawer(root: HTMLElement) {
  const drawer = root.querySelector<HTMLDialogElement>('[data-drawer]');
  const opener = root.querySelector<HTMLButtonElement>('[data-open-drawer]');
  if (!drawer || !opener) return;
  opener.addEventListener('click', () => drawer.showModal());
  root.querySelector('[data-close-drawer]')?.addEventListener('click', () => drawer.close());
  // A click on the backdrop (outside the panel) closes it too.
  drawer.addEventListener('click', (event) => {
    if (event.target === drawer) {
      const box = drawer.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) drawer.close();
    }
  });
  drawer.addEventListener('close', () => opener.focus());
}

function initShare(root: HTMLElement) {
  const button = root.querySelector<HTMLButtonElement>('[data-share]');
  if (!button || typeof navigator.share !== 'function') return;
  const { shareTitle = '', shareText = '', shareUrl = location.href } = button.dataset;
  button.hidden = false;
  button.addEventListener('click', () => {
    // Dismissing the share sheet rejects with AbortError: nothing to say.
    navigator.share({ title: shareTitle, text: shareText, url: shareUrl }).catch(() => {});
  });
}
