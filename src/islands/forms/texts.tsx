import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../../functions/contract/i18n/locales.ts';
import type { MessageKey } from '../../../functions/contract/i18n/translate.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { withFieldMessages, type FormSchema } from './use-form.ts';

/**
 * The account forms' texts in the page's language (issue 26): picked on the server
 * (src/lib/account-texts.ts) and handed to the island as a prop, never the catalogue. English pages pass
 * none: each text then falls back to the English written beside its key, so English stays as it was.
 * `messages` holds the contract's messages the island may show (its checks' and the API's), English →
 * the page's language, made on the server by `messagesIn` (functions/contract/i18n/message-keys.ts).
 */
export type FormTexts = Partial<Record<MessageKey, string>> & { messages?: Readonly<Record<string, string>> };

interface FormLanguage {
  locale: Locale;
  texts: FormTexts;
}

const FormLanguageContext = createContext<FormLanguage>({ locale: DEFAULT_LOCALE, texts: {} });

/** Wraps an island's form so its fields, buttons and messages speak the page's language. */
export function FormLanguage({
  locale = DEFAULT_LOCALE,
  texts = {},
  children,
}: {
  locale?: Locale | undefined;
  texts?: FormTexts | undefined;
  children: ReactNode;
}) {
  return <FormLanguageContext.Provider value={{ locale, texts }}>{children}</FormLanguageContext.Provider>;
}

/** `tx('forms.password', 'Password')`: the page's text for a key, else the English beside it. */
export function useFormLanguage() {
  const { locale, texts } = useContext(FormLanguageContext);
  return { locale, texts, ...textGetters(texts) };
}

/** The same getters for an island's root, which holds the texts as a prop (outside its FormLanguage). */
export function textGetters(texts: FormTexts = {}) {
  return {
    tx: (key: MessageKey, english: string) => texts[key] ?? english,
    message: (english: string) => translateMessage(texts, english),
  };
}

/** The one placeholder filler, from its own module (fill.ts carries no catalogue into the islands). */
export { fill } from '../../../functions/contract/i18n/fill.ts';

/** One of the contract's English messages in the page's language; any other text stays as it came. */
export function translateMessage(texts: FormTexts, english: string): string {
  return inLanguage(texts, english);
}

/** A contract schema whose field messages come out in the page's language (English: the schema itself). */
export function localizedSchema<D>(schema: FormSchema<D>, texts: FormTexts): FormSchema<D> {
  if (Object.keys(texts).length === 0) return schema;
  return withFieldMessages(schema, (english) => translateMessage(texts, english));
}
