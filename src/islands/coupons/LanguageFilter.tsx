import type { OfferLanguage } from '../../../functions/contract/public.ts';

const CHOICES: { value: OfferLanguage | null; label: string; lang?: string }[] = [
  { value: null, label: 'All' },
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'हिन्दी', lang: 'hi' },
  { value: 'te', label: 'తెలుగు', lang: 'te' },
];

/** Offers are written in English, Hindi or Telugu; the lists ask the API for one language (?language=). */
export default function LanguageFilter({
  value,
  onChange,
}: {
  value: OfferLanguage | null;
  onChange: (language: OfferLanguage | null) => void;
}) {
  return (
    <div className="language-filter" role="group" aria-label="Offer language">
      {CHOICES.map((choice) => (
        <button
          key={choice.label}
          type="button"
          className="chip"
          lang={choice.lang}
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
