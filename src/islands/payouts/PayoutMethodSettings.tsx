import { useState } from 'react';
import type { PayoutMethodAnswer } from '../../../functions/contract/payouts.ts';
import { withdrawTexts as texts } from '../../../functions/contract/payout-screens.ts';
import { PayoutMethodForm } from './PayoutMethodForm.tsx';

/**
 * The Settings tab's Payout method section (a shopper's): the same form as the Withdraw page's, and the
 * way there. The tab reads the method on the server (`initial`).
 */
export function PayoutMethodSettings({
  initial,
  hydrated,
}: {
  initial: PayoutMethodAnswer;
  hydrated: boolean;
}) {
  const [method, setMethod] = useState(initial);
  return (
    <div className="settings__section" data-testid="settings-payout-method">
      <PayoutMethodForm method={method} hydrated={hydrated} onSaved={setMethod} heading="h3" />
      <p className="payout-method__withdraw">
        <a href="/withdraw">{texts.withdrawLink}</a>
      </p>
    </div>
  );
}
