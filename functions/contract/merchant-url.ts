/** Spec section 5: merchant URLs get https:// unless they already begin with http. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return trimmed;
  return /^http/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
