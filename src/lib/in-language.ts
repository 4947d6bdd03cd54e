/**
 * An English message (a shared rule's or the API's) in the page's language when the island's texts
 * carry it (`messages`, made on the server: empty in English); as it came otherwise. Its own module,
 * so an island using it never bundles the catalogues.
 */
export function inLanguage(
  texts: { messages?: Readonly<Record<string, string>> | undefined },
  message: string,
): string;
export function inLanguage(
  texts: { messages?: Readonly<Record<string, string>> | undefined },
  message: string | null | undefined,
): string | undefined;
export function inLanguage(
  texts: { messages?: Readonly<Record<string, string>> | undefined },
  message: string | null | undefined,
) {
  return message == null ? undefined : (texts.messages?.[message] ?? message);
}
