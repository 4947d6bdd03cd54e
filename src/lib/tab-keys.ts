/**
 * The ARIA tabs pattern's keys: ArrowRight and ArrowLeft move (wrapping), Home and End jump to the ends.
 * Returns the index of the tab to move to, or null when the key is not one of them.
 */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
