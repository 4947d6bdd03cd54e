import { localePath } from '../../../functions/contract/i18n/locales.ts';
import { CheckboxField } from './fields.tsx';
import { useFormLanguage } from './texts.tsx';
import type { TermsConsent } from './use-terms-consent.ts';

/** The sign-up forms' terms checkbox, bound to `useTermsConsent`. */
export function TermsCheckbox({ consent }: { consent: TermsConsent }) {
  const { locale, texts, message } = useFormLanguage();
  const sentence = texts['forms.terms'];
  const error = consent.error && message(consent.error);
  const links = {
    '{terms}': (
      <a key="terms" href={localePath(locale, '/terms-service')} target="_blank">
        {texts['forms.termsLink']}
      </a>
    ),
    '{privacy}': (
      <a key="privacy" href={localePath(locale, '/privacypolicy')} target="_blank">
        {texts['forms.privacyLink']}
      </a>
    ),
  };
  return (
    <CheckboxField name="terms" checked={consent.checked} onChange={consent.onChange} error={error}>
      {sentence ? (
        // The page's language: the sentence's word order, the two links where its placeholders are.
        sentence
          .split(/(\{terms\}|\{privacy\})/)
          .map((part) => (part === '{terms}' || part === '{privacy}' ? links[part] : part))
      ) : (
        <>
          I agree to the{' '}
          <a href="/terms-service" target="_blank">
            Terms of Uses
          </a>{' '}
          and the{' '}
          <a href="/privacypolicy" target="_blank">
            Privacy Policy
          </a>
        </>
      )}
    </CheckboxField>
  );
}
