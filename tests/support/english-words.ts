/**
 * The "no English left" rule of issue 26 (tests/e2e/no-english.ts reads pages with it,
 * tests/api/emails-no-english.test.ts reads emails): a word is three or more Latin letters; stored data
 * (what people wrote: store names, coupon titles, names) is taken out of a text before it is read; a token
 * with a digit, an @, a scheme or a leading slash is data (a code, an amount, an address, a link), not a
 * word. Pure: the caller says which words are allowed.
 */
export function englishWords(
  texts: readonly string[],
  { stored = [], allowed }: { stored?: readonly string[]; allowed: (word: string) => boolean },
): { word: string; text: string }[] {
  // The longest first, so a name inside a longer stored text is not cut out of it first.
  const data = [...stored].filter((text) => text.length > 0).sort((a, b) => b.length - a.length);
  const found: { word: string; text: string }[] = [];
  for (const raw of texts) {
    let text = raw;
    for (const value of data) if (text.includes(value)) text = text.split(value).join(' ');
    for (const token of text.split(/\s+/)) {
      // Codes, amounts, emails, addresses and user names (with digits) are data, not words.
      if (/\d|@|:\/\/|^\/|^www\.|\.(com|in)\b/.test(token)) continue;
      for (const word of token.match(/[A-Za-z]{3,}/g) ?? [])
        if (!allowed(word)) found.push({ word, text: raw });
    }
  }
  return found;
}
