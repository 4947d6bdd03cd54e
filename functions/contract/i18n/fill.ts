import type { MessageParams } from './translate.ts';

/**
 * translate.ts's `fill`, in a module of its own for islands: importing it from translate.ts put every
 * catalogue (53 kB) into the island's JavaScript, since that module holds CATALOGUES. Same behaviour:
 * '{name}' placeholders filled from params; a missing one stays visible rather than vanishing.
 */
export function fill(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
