/** How long a success message stays in view before the page moves on. */
export const NAVIGATE_AFTER_MS = 900;

export function navigateSoon(path: string) {
  window.setTimeout(() => window.location.assign(path), NAVIGATE_AFTER_MS);
}
