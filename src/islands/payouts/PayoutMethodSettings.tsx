import { useState } from 'react';
import type { PayoutMethodAnswer } from '../../../functions/contract/payouts.ts';
import { localePath, type Locale } from '../../../functions/contract/i18n/locales.ts';
import { PayoutMethodForm, type PayoutMethodTexts } from './PayoutMethodForm.tsx';

/**
 * The Settings tab's Payout method section (a shopper's): the same form as the Withdraw page's, and the
 * way there. The tab reads the method on the server (`initial`).
 */
export function PayoutMethodSettings({
  initial,
  hydrated,
  locale,
  texts,
}: {
  initial: PayoutMethodAnswer;
  hydrated: boolean;
  locale: Locale;
  texts: PayoutMethodTexts;
}) {
  const [method, setMethod] = useState(initial);
  return (
    <div className="settings__section" data-testid="settings-payout-method">
      <PayoutMethodForm
        method={method}
        hydrated={hydrated}
        onSaved={setMethod}
        heading="h3"
        locale={locale}
        texts={texts}
      />
      <p className="payout-method__withdraw">
        <a href={localePath(locale, '/withdraw')}>{texts['payouts.method.withdrawLink']}</a>
      </p>
    </div>
  );
}
