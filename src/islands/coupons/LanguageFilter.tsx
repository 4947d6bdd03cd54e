import type { OfferLanguage } from '../../../functions/contract/public.ts';
import type { CouponTexts } from '../../lib/public-texts.ts';

const CHOICES: { value: OfferLanguage | null; label: string | null; lang?: string }[] = [
  { value: null, label: null },
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'hi', label: 'हिन्दी', lang: 'hi' },
  { value: 'te', label: 'తెలుగు', lang: 'te' },
];

/** Offers are written in English, Hindi or Telugu; the lists ask the API for one language (?language=). */
export default function LanguageFilter({
  value,
  texts,
  onChange,
}: {
  value: OfferLanguage | null;
  texts: Pick<CouponTexts, 'locale' | 'cards.languageAll' | 'cards.offerLanguage'>;
  onChange: (language: OfferLanguage | null) => void;
}) {
  return (
    <div className="language-filter" role="group" aria-label={texts['cards.offerLanguage']}>
      {CHOICES.map((choice) => (
        <button
          key={choice.value ?? 'all'}
          type="button"
          className="chip"
          lang={choice.lang === texts.locale ? undefined : choice.lang}
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label ?? texts['cards.languageAll']}
        </button>
      ))}
    </div>
  );
}
