import type { MessageParams } from './translate.ts';

/**
 * '{name}' placeholders filled from params; a missing one stays visible rather than vanishing. Its own
 * module, so that an island filling its texts does not bundle the catalogues translate.ts imports
 * (their spread objects are not tree-shaken).
 */
export function fill(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
