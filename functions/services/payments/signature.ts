import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `data` with `secret`, hex, as Razorpay signs payments and webhooks. */
export function hmacHex(secret: string, data: string | Uint8Array): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * True when `signature` is HMAC-SHA256(secret, data). Compared in constant time on buffers of equal
 * length (a signature of another length is simply wrong; its length is no secret).
 */
export function signatureMatches(secret: string, data: string | Uint8Array, signature: string): boolean {
  const expected = Buffer.from(hmacHex(secret, data), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What Checkout's handler gets signed: `${orderId}|${paymentId}` (Razorpay's payment signature). */
export function paymentSignaturePayload(orderId: string, paymentId: string): string {
  return `${orderId}|${paymentId}`;
}
