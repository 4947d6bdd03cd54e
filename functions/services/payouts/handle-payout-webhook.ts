import { eq, or } from 'drizzle-orm';
import { payoutMessages, type WebhookAnswer } from '../../contract/payouts.ts';
import { recordIdSchema } from '../../contract/ids.ts';
import { payoutEvents, payouts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { signatureMatches } from '../payments/signature.ts';
import { providerFailureReason } from './razorpayx-provider.ts';
import type { StoredPayout } from './payout-row.ts';
import { afterPayoutSettled, settlePayoutIn, type PayoutDeps, type SettleOutcome } from './settle-payout.ts';
import { messages } from '../../contract/messages.ts';

const OUTCOMES: Record<string, SettleOutcome> = {
  'payout.processed': 'processed',
  'payout.failed': 'failed',
  'payout.reversed': 'reversed',
};

const text = (value: unknown, max = 100) => (typeof value === 'string' && value.length <= max ? value : null);

/**
 * POST /api/payouts/webhook (RazorpayX → us, no session, no CSRF check): X-Razorpay-Signature must be
 * the hex HMAC-SHA256 of the RAW body with RAZORPAYX_WEBHOOK_SECRET, compared in constant time before
 * anything is parsed (none set: every event is refused). Each x-razorpay-event-id is handled once: its
 * payout_events row is written in the same transaction as the settlement, so a repeat changes nothing.
 * payout.processed, payout.failed and payout.reversed settle through settlePayoutIn; an unknown payout
 * or another event is acknowledged and ignored.
 */
export async function handlePayoutWebhook(
  deps: PayoutDeps,
  request: { rawBody: string; signature: string | undefined; eventId: string | undefined },
): Promise<WebhookAnswer> {
  const secret = deps.config.RAZORPAYX_WEBHOOK_SECRET;
  if (!secret || !request.signature || !signatureMatches(secret, request.rawBody, request.signature))
    throw new HttpError(400, 'bad_signature', payoutMessages.badWebhookSignature);
  const eventId = text(request.eventId);
  if (!eventId) throw HttpError.badInput('The x-razorpay-event-id header is missing.');
  let body: { event?: unknown; payload?: { payout?: { entity?: Record<string, unknown> } } };
  try {
    body = JSON.parse(request.rawBody) as typeof body;
  } catch {
    throw HttpError.badInput(messages.bodyNotJson);
  }
  if (typeof body !== 'object' || body === null)
    throw HttpError.badInput('The request body must be a JSON object.');
  const event = text(body.event) ?? 'unknown';
  const entity = body.payload?.payout?.entity ?? {};
  const stored = await findPayout(deps, text(entity.id), text(entity.reference_id));
  const outcome = OUTCOMES[event];

  const result = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(payoutEvents)
      .values({ eventId, eventType: event, payoutId: stored?.id ?? null })
      .onConflictDoNothing()
      .returning({ eventId: payoutEvents.eventId });
    if (!fresh) return { answer: { ok: true, ignored: 'repeated' } as WebhookAnswer, settled: null };
    if (!stored) return { answer: { ok: true, ignored: 'unknown_payout' } as WebhookAnswer, settled: null };
    if (!outcome) return { answer: { ok: true, ignored: 'unknown_event' } as WebhookAnswer, settled: null };
    const settled = await settlePayoutIn(tx, {
      payoutId: stored.id,
      outcome,
      reason: providerFailureReason(entity),
    });
    return { answer: { ok: true } as WebhookAnswer, settled };
  });
  if (!stored && outcome) deps.log.warn('payout webhook for a payout we do not have', { eventId, event });
  if (result.settled) await afterPayoutSettled(deps, result.settled);
  return result.answer;
}

/** Ours, by the provider's payout id, or by the reference id we sent (our payout id). */
async function findPayout(
  deps: PayoutDeps,
  providerPayoutId: string | null,
  referenceId: string | null,
): Promise<StoredPayout | undefined> {
  const ours = referenceId && recordIdSchema.safeParse(referenceId).success ? referenceId : null;
  if (!providerPayoutId && !ours) return undefined;
  const [row] = await deps.db
    .select()
    .from(payouts)
    .where(
      or(
        ...(providerPayoutId ? [eq(payouts.providerPayoutId, providerPayoutId)] : []),
        ...(ours ? [eq(payouts.id, ours)] : []),
      ),
    )
    .limit(1);
  return row;
}
