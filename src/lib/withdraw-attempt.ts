/**
 * One withdrawal attempt's Idempotency-Key (POST /api/payouts; decision 0066). An attempt is one amount
 * the shopper means to withdraw: pressing Withdraw again after no answer, a server error or a throttle
 * sends the same key, so the server answers with the payout it already made instead of paying twice. A
 * definite answer (the payout, or a refusal such as "more than your balance") ends the attempt, and so
 * does a different amount: the next press is a new attempt with a new key (the server refuses one key
 * for two amounts).
 */
export interface WithdrawAttempt {
  key: string;
  amountPaise: number;
}

/** The attempt a press of Withdraw sends: the unfinished one for the same amount, else a new one. */
export function attemptFor(
  current: WithdrawAttempt | null,
  amountPaise: number,
  newKey: () => string,
): WithdrawAttempt {
  return current && current.amountPaise === amountPaise ? current : { key: newKey(), amountPaise };
}

/**
 * What is left of the attempt after an answer: kept when no answer came (`status` null), on a server
 * error and on a throttle (the payout may have been made, or may be made by the retry); ended otherwise.
 */
export function attemptAfter(current: WithdrawAttempt, status: number | null): WithdrawAttempt | null {
  return status === null || status >= 500 || status === 429 ? current : null;
}

/**
 * A new key: a random UUID. crypto.randomUUID exists only in a secure context (https, localhost); a
 * page served over plain http elsewhere gets 122 random bits from getRandomValues in the same form.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
