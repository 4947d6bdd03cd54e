export type MessageParams = Record<string, string | number>;

/**
 * '{name}' placeholders filled from params; a missing one stays visible rather than vanishing. On its
 * own so an island can import it without the catalogues (translate.ts re-exports it).
 */
export function fill(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
