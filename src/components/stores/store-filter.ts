import { foldName } from '../../../functions/contract/stores.ts';

/**
 * The store directory's filter box (/stores, issue 21 item 2): shown only when this script runs (the
 * page is a plain A–Z list without it), it hides the stores whose name does not contain what is typed
 * (case and accents ignored), the letters left empty, and disables their links in the letter index.
 */
export function initStoreFilter(root: HTMLElement) {
  const form = root.querySelector<HTMLFormElement>('[data-store-filter]');
  const input = root.querySelector<HTMLInputElement>('[data-store-filter-input]');
  const status = root.querySelector<HTMLElement>('[data-store-count]');
  if (!form || !input || !status) return;
  const groups = [...root.querySelectorAll<HTMLElement>('[data-group]')].map((group) => ({
    group,
    stores: [...group.querySelectorAll<HTMLElement>('[data-store]')].map((item) => ({
      item,
      name: item.dataset.name ?? '',
    })),
    link: root.querySelector<HTMLAnchorElement>(`.az a[href="#${group.id}"]`),
  }));
  const total = groups.reduce((sum, { stores }) => sum + stores.length, 0);
  // The page's language's texts ('{count} stores', 'Showing {stores}'), carried by the status line.
  const texts = status.dataset;
  const fill = (text: string | undefined, params: Record<string, string>) =>
    (text ?? '').replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  const number = (n: number) => n.toLocaleString('en-IN');
  const storeCount = (n: number) => fill(n === 1 ? texts.countOne : texts.countMany, { count: number(n) });

  const apply = () => {
    const term = foldName(input.value.trim());
    let shown = 0;
    for (const { group, stores, link } of groups) {
      let inGroup = 0;
      for (const { item, name } of stores) {
        const match = name.includes(term);
        item.hidden = !match;
        if (match) inGroup += 1;
      }
      shown += inGroup;
      group.hidden = inGroup === 0;
      if (link) {
        if (inGroup === 0) link.setAttribute('aria-disabled', 'true');
        else link.removeAttribute('aria-disabled');
        link.tabIndex = inGroup === 0 ? -1 : 0;
      }
    }
    status.textContent =
      shown === 0
        ? (status.dataset.noMatch ?? '')
        : shown === total
          ? fill(texts.showing, { stores: storeCount(total) })
          : fill(texts.showingOf, { stores: storeCount(shown), total: number(total) });
  };

  form.hidden = false;
  form.addEventListener('submit', (event) => event.preventDefault());
  input.addEventListener('input', apply);
  // A letter of a group the filter emptied leads nowhere.
  root.querySelector('.az')?.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    if (link?.getAttribute('aria-disabled') === 'true') event.preventDefault();
  });
  // The browser may restore the box's text on Back.
  if (input.value) apply();
}
