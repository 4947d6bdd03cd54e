import { withFieldMessages, type FormSchema } from '../forms/use-form.ts';
import { inLanguage } from '../../lib/in-language.ts';
import type { SiteTexts } from '../../lib/merchant-site-texts.ts';

export type { SiteTexts };
export { fill } from '../../../functions/contract/i18n/fill.ts';

/** A form's schema whose field messages come out in the page's language (English: the schema itself). */
export function translatedSchema<D>(schema: FormSchema<D>, texts: SiteTexts): FormSchema<D> {
  if (Object.keys(texts.messages).length === 0) return schema;
  return withFieldMessages(schema, (english) => inLanguage(texts, english));
}
