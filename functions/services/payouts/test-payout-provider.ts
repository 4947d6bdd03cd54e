import { randomBytes } from 'node:crypto';
import type { PayoutProvider } from './payout-provider.ts';

/**
 * The built-in test payout provider (no RazorpayX keys; never in production): a payout is "sent" at
 * once with a `pout_test_…` id and stays processing until someone marks it paid or failed on its test
 * page (/payouts/test/{id}), which settles it through the same function as the webhook. No money moves.
 */
export function testPayoutProvider(): PayoutProvider {
  return {
    name: 'test',
    async send() {
      return {
        providerPayoutId: `pout_test_${randomBytes(9).toString('base64url')}`,
        state: 'processing',
        failureReason: null,
      };
    },
    async fetch(providerPayoutId) {
      return { providerPayoutId, state: 'processing', failureReason: null };
    },
  };
}
