import { CheckboxField } from './fields.tsx';
import type { TermsConsent } from './use-terms-consent.ts';

/** The sign-up forms' terms checkbox, bound to `useTermsConsent`. */
export function TermsCheckbox({ consent }: { consent: TermsConsent }) {
  return (
    <CheckboxField name="terms" checked={consent.checked} onChange={consent.onChange} error={consent.error}>
      I agree to the{' '}
      <a href="/terms-service" target="_blank">
        Terms of Uses
      </a>{' '}
      and the{' '}
      <a href="/privacypolicy" target="_blank">
        Privacy Policy
      </a>
    </CheckboxField>
  );
}
