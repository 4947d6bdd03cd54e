/**
 * The header's one menu button below 992 px (issue 21): a disclosure that shows the panel holding the
 * navigation, sign-in and sign-up (or the account menu). Escape closes it and gives the focus back to
 * the button; so does a click elsewhere (without moving the focus). From 992 px the button is hidden
 * and the panel's parts sit in the header itself, whatever this state says.
 */
export function initMenuPanel(toggle: HTMLButtonElement, panel: HTMLElement) {
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    panel.classList.toggle('is-open', open);
  };
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const close = (focusButton: boolean) => {
    if (!isOpen()) return;
    setOpen(false);
    if (focusButton) toggle.focus();
  };
  toggle.addEventListener('click', () => setOpen(!isOpen()));
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    event.preventDefault();
    close(true);
  };
  toggle.addEventListener('keydown', onEscape);
  panel.addEventListener('keydown', onEscape);
  return { close };
}
