import { BRAND } from '../../contract/brand.ts';
import type { PayoutProvider, PayoutRequest, ProviderPayout, ProviderState } from './payout-provider.ts';

/**
 * RazorpayX Payouts over plain HTTPS (https://razorpay.com/docs/api/x/): a contact for the shopper,
 * a fund account of type `vpa` for the UPI ID, then a payout in mode UPI with purpose `cashback`, sent
 * with `X-Payout-Idempotency` = our payout id, so sending the same payout again makes no second one.
 * `apiUrl` (RAZORPAYX_API_URL) is RazorpayX's API or the tests' fake.
 */
export function razorpayxProvider(options: {
  keyId: string;
  keySecret: string;
  accountNumber: string;
  apiUrl: string;
}): PayoutProvider {
  const base = options.apiUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: auth,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // Not JSON: the status says enough.
    }
    if (!response.ok) {
      const error = json.error as { description?: unknown } | undefined;
      const description = typeof error?.description === 'string' ? error.description : text.slice(0, 200);
      throw new Error(`RazorpayX ${method} ${path} answered ${response.status}: ${description}`);
    }
    return json;
  }

  const idOf = (json: Record<string, unknown>, what: string) => {
    if (typeof json.id !== 'string' || !json.id)
      throw new Error(`RazorpayX answered a ${what} without an id`);
    return json.id;
  };

  return {
    name: 'razorpayx',
    async send(request: PayoutRequest): Promise<ProviderPayout> {
      const contact = await call('POST', '/contacts', {
        name: request.name.slice(0, 50) || 'Shopper',
        ...(request.email ? { email: request.email } : {}),
        type: 'customer',
        reference_id: request.accountId,
      });
      const fundAccount = await call('POST', '/fund_accounts', {
        contact_id: idOf(contact, 'contact'),
        account_type: 'vpa',
        vpa: { address: request.upiId },
      });
      const payout = await call(
        'POST',
        '/payouts',
        {
          account_number: options.accountNumber,
          fund_account_id: idOf(fundAccount, 'fund account'),
          amount: request.amountPaise,
          currency: 'INR',
          mode: 'UPI',
          purpose: 'cashback',
          queue_if_low_balance: true,
          reference_id: request.payoutId,
          narration: `${BRAND} cashback`.slice(0, 30),
          notes: { payout_id: request.payoutId },
        },
        { 'X-Payout-Idempotency': request.payoutId },
      );
      if (payout.amount !== undefined && payout.amount !== request.amountPaise)
        throw new Error('RazorpayX answered a payout that does not match the request');
      return toProviderPayout(payout);
    },
    async fetch(providerPayoutId: string): Promise<ProviderPayout> {
      return toProviderPayout(await call('GET', `/payouts/${encodeURIComponent(providerPayoutId)}`));
    },
  };
}

/** RazorpayX's payout statuses in our words: queued, pending, scheduled and processing are still on their way. */
export function providerStateOf(status: unknown): ProviderState {
  switch (status) {
    case 'processed':
      return 'processed';
    case 'reversed':
      return 'reversed';
    case 'failed':
    case 'rejected':
    case 'cancelled':
      return 'failed';
    default:
      return 'processing';
  }
}

/** The reason RazorpayX gives for a failed or reversed payout, when it gives one. */
export function providerFailureReason(entity: Record<string, unknown>): string | null {
  const details = entity.status_details as { description?: unknown } | undefined;
  const reason =
    typeof entity.failure_reason === 'string' && entity.failure_reason
      ? entity.failure_reason
      : typeof details?.description === 'string'
        ? details.description
        : null;
  return reason ? reason.slice(0, 300) : null;
}

function toProviderPayout(json: Record<string, unknown>): ProviderPayout {
  if (typeof json.id !== 'string' || !json.id) throw new Error('RazorpayX answered a payout without an id');
  return {
    providerPayoutId: json.id,
    state: providerStateOf(json.status),
    failureReason: providerFailureReason(json),
  };
}
