import { isProduction, type Config } from '../../config.ts';
import { razorpayxProvider } from './razorpayx-provider.ts';
import { testPayoutProvider } from './test-payout-provider.ts';

/**
 * Who moves a withdrawal to the shopper's UPI ID (decision 0065): RazorpayX Payouts when its keys are
 * set, else (never in production) the built-in test provider, whose payouts wait on the test page
 * (/payouts/test/{id}) to be marked paid or failed. Production without keys has payouts disabled (null):
 * POST /api/payouts answers 503, never the test provider.
 */
export interface PayoutProvider {
  name: 'razorpayx' | 'test';
  /** Sends one payout. Repeating it for the same payoutId makes no second payout (the provider's idempotency). */
  send(request: PayoutRequest): Promise<ProviderPayout>;
  /** The provider's view of a payout sent before (the stuck job). */
  fetch(providerPayoutId: string): Promise<ProviderPayout>;
}

export interface PayoutRequest {
  /** Ours: also the idempotency key at the provider. */
  payoutId: string;
  accountId: string;
  name: string;
  email: string | null;
  upiId: string;
  amountPaise: number;
}

/** What the provider says of a payout, in our words: still on its way, or settled. */
export type ProviderState = 'processing' | 'processed' | 'failed' | 'reversed';

export interface ProviderPayout {
  providerPayoutId: string;
  state: ProviderState;
  failureReason: string | null;
}

export function payoutsEnabledWithKeys(config: Config): boolean {
  return Boolean(config.RAZORPAYX_KEY_ID && config.RAZORPAYX_KEY_SECRET && config.RAZORPAYX_ACCOUNT_NUMBER);
}

/** The provider of this configuration, or null when payouts are disabled (production without RazorpayX keys). */
export function payoutProvider(config: Config): PayoutProvider | null {
  if (payoutsEnabledWithKeys(config))
    return razorpayxProvider({
      keyId: config.RAZORPAYX_KEY_ID ?? '',
      keySecret: config.RAZORPAYX_KEY_SECRET ?? '',
      accountNumber: config.RAZORPAYX_ACCOUNT_NUMBER ?? '',
      apiUrl: config.RAZORPAYX_API_URL,
    });
  return isProduction(config) ? null : testPayoutProvider();
}

/** True when this site settles payouts on the test page (no RazorpayX keys, not production). */
export function usesTestPayoutProvider(config: Config): boolean {
  return payoutProvider(config)?.name === 'test';
}
