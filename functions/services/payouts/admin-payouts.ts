import { and, eq, sql } from 'drizzle-orm';
import { paiseToRupees } from '../../contract/money.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import {
  PAYOUT_HOLD_REASON_LABELS,
  PAYOUT_HOLD_REASONS,
  PAYOUT_STATUS_LABELS,
  payoutMessages,
  type AdminPayoutRow,
  type PayoutHoldReason,
  type PayoutStatus,
} from '../../contract/payouts.ts';
import type { Database } from '../../db/database.ts';
import { payouts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { recordAudit } from '../admin/record-audit.ts';
import { rowsToFetch, toPage } from '../paging.ts';
import type { StoredPayout } from './payout-row.ts';
import { sendPayout } from './send-payout.ts';
import { afterPayoutSettled, returnTokens, type PayoutDeps } from './settle-payout.ts';

/**
 * The administrator's Payouts tab (issue 22 item 4): every payout, or those of one status, newest
 * first, paged by keyset over (created_at, id), each with its account (name, email, age in days) and
 * the account's velocity: how many payouts (rejected ones left out) and how much in the last 7 and 30
 * days, this one included.
 */
export async function listAdminPayouts(
  db: Database,
  query: PageQuery & { status?: PayoutStatus | undefined },
  now = new Date(),
): Promise<Page<AdminPayoutRow>> {
  const key = query.cursor;
  const conditions = [
    ...(query.status ? [sql`p.status = ${query.status}`] : []),
    ...(key
      ? [
          sql`p.created_at <= ${key.at}::timestamptz and (p.created_at < ${key.at}::timestamptz or p.id < ${key.id}::uuid)`,
        ]
      : []),
  ];
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  // Both windows from one lookup of the account's payouts of the last 30 days (payouts_account_idx), as
  // a select-list subquery, so it runs for the page's rows only (after the LIMIT); decision 0087.
  const within = (days: number) => sql`v.created_at > ${now}::timestamptz - make_interval(days => ${days})`;
  const velocity = sql`(
    select json_build_object(
             'last7', json_build_object('count', count(*) filter (where ${within(7)}),
                                        'total', coalesce(sum(v.amount_paise) filter (where ${within(7)}), 0)),
             'last30', json_build_object('count', count(*), 'total', coalesce(sum(v.amount_paise), 0)))
      from payouts v
     where v.account_id = p.account_id and v.status <> 'rejected' and ${within(30)})`;
  const result = await db.execute(sql`
    select p.*, p.created_at::text as page_key,
           a.display_name as account_name, a.email as account_email, a.created_at as account_created_at,
           ${velocity} as velocity
      from payouts p join accounts a on a.id = p.account_id
      ${where}
     order by p.created_at desc, p.id desc
     limit ${rowsToFetch(query)}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    ...row,
    id: String(row.id),
    pageKey: String(row.page_key),
  }));
  return toPage(rows, query, (row) => toAdminRow(row, now));
}

const iso = (value: unknown) => (value == null ? null : new Date(value as string | Date).toISOString());
/** A json column: parsed by pg and PGlite, a string from some drivers. */
const jsonOf = (value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null;
const velocityOf = (value: unknown) => {
  const parsed = jsonOf(value) as { count?: unknown; total?: unknown } | null;
  return { count: Number(parsed?.count ?? 0), totalPaise: Number(parsed?.total ?? 0) };
};

function toAdminRow(row: Record<string, unknown>, now: Date): AdminPayoutRow {
  const status = row.status as PayoutStatus;
  const amountPaise = Number(row.amount_paise);
  const holdReason = PAYOUT_HOLD_REASONS.includes(row.hold_reason as PayoutHoldReason)
    ? (row.hold_reason as PayoutHoldReason)
    : null;
  const accountCreated = new Date(row.account_created_at as string | Date);
  return {
    id: String(row.id),
    amountPaise,
    amountRupees: paiseToRupees(amountPaise),
    upiId: String(row.upi_id),
    status,
    statusLabel: PAYOUT_STATUS_LABELS[status],
    failureReason: (row.failure_reason as string | null) ?? null,
    createdAt: iso(row.created_at) ?? '',
    settledAt: iso(row.settled_at),
    accountId: String(row.account_id),
    accountName: String(row.account_name),
    accountEmail: (row.account_email as string | null) ?? null,
    accountAgeDays: Math.max(0, Math.floor((now.getTime() - accountCreated.getTime()) / 86_400_000)),
    holdReason,
    holdReasonLabel: holdReason ? PAYOUT_HOLD_REASON_LABELS[holdReason] : null,
    provider: row.provider === 'razorpayx' ? 'razorpayx' : 'test',
    velocity: {
      last7Days: velocityOf(jsonOf(row.velocity)?.last7),
      last30Days: velocityOf(jsonOf(row.velocity)?.last30),
    },
    releasedAt: iso(row.released_at),
  };
}

/** POST /api/admin/payouts/{id}/release: a held payout goes processing and is sent; audit-logged. */
export async function releasePayout(
  deps: PayoutDeps,
  actorAccountId: string,
  payoutId: string,
): Promise<StoredPayout> {
  const now = new Date();
  const released = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payouts)
      .set({ status: 'processing', releasedByAccountId: actorAccountId, releasedAt: now, updatedAt: now })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'held')))
      .returning();
    if (!row) throw await notHeld(tx, payoutId);
    await recordAudit(tx, {
      actorAccountId,
      action: 'payout.release',
      entity: 'payout',
      entityId: payoutId,
      details: { amountPaise: row.amountPaise, accountId: row.accountId, holdReason: row.holdReason },
    });
    return row;
  });
  return sendPayout(deps, released);
}

/**
 * POST /api/admin/payouts/{id}/reject {reason}: a held payout is rejected and its tokens come back with
 * one `withdrawal_returned` entry carrying the reason the shopper reads; audit-logged.
 */
export async function rejectPayout(
  deps: PayoutDeps,
  actorAccountId: string,
  payoutId: string,
  reason: string,
): Promise<StoredPayout> {
  const now = new Date();
  const rejected = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payouts)
      .set({ status: 'rejected', failureReason: reason, settledAt: now, updatedAt: now })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'held')))
      .returning();
    if (!row) throw await notHeld(tx, payoutId);
    await returnTokens(tx, row, reason);
    await recordAudit(tx, {
      actorAccountId,
      action: 'payout.reject',
      entity: 'payout',
      entityId: payoutId,
      details: { amountPaise: row.amountPaise, accountId: row.accountId, reason },
    });
    return row;
  });
  await afterPayoutSettled(deps, rejected);
  return rejected;
}

async function notHeld(tx: Parameters<typeof recordAudit>[0], payoutId: string): Promise<HttpError> {
  const [exists] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, payoutId));
  return exists
    ? new HttpError(409, 'not_held', payoutMessages.notHeld)
    : HttpError.notFound(payoutMessages.notFound);
}
