/** The sign-up forms' terms checkbox label. */
export function TermsLabel() {
  return (
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
  );
}
