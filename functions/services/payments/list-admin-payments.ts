import { sql } from 'drizzle-orm';
import type { AdminPaymentRow } from '../../contract/payment-admin.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import type { Database } from '../../db/database.ts';
import { rowsToFetch, toPage } from '../paging.ts';
import { linkDescription } from '../../contract/payment-admin.ts';

/**
 * The admin's Payments tab (issue 12 item 5): every payment (any purpose) and every payment link that
 * no payment was started for ("Not paid yet"), newest first, paged by keyset over (created_at, id)
 * across both (decision 0019). The payer is the signed-in account that paid, or a visitor.
 */
export async function listAdminPayments(db: Database, query: PageQuery): Promise<Page<AdminPaymentRow>> {
  const key = query.cursor;
  const after = key
    ? sql`where created_at <= ${key.at}::timestamptz and (created_at < ${key.at}::timestamptz or id < ${key.id}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    select * from (
      select p.id, 'payment' as kind, p.status::text as status, p.purpose::text as purpose, p.description,
             a.display_name as payer_name, a.email as payer_email, p.mobile, p.position,
             p.amount_paise, p.refunded_paise, p.payment_request_id,
             p.created_at, p.created_at::text as page_key, p.paid_at, p.refunded_at
        from payments p left join accounts a on a.id = p.account_id
      union all
      select r.id, 'request', 'not_paid', 'link', r.source,
             null, null, r.mobile, r.position,
             r.amount_paise, null, r.id,
             r.created_at, r.created_at::text, null, null
        from payment_requests r
       where not exists (select 1 from payments p where p.payment_request_id = r.id)
    ) listed
    ${after}
    order by created_at desc, id desc
    limit ${rowsToFetch(query)}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    ...row,
    id: String(row.id),
    pageKey: String(row.page_key),
  }));
  return toPage(rows, query, (row) => toAdminRow(row));
}

const iso = (value: unknown) => (value == null ? null : new Date(value as string | Date).toISOString());

function toAdminRow(row: Record<string, unknown>): AdminPaymentRow {
  const status = row.status as AdminPaymentRow['status'];
  const amountPaise = Number(row.amount_paise);
  const refundedPaise = row.refunded_paise == null ? 0 : Number(row.refunded_paise);
  const paid = status === 'paid' || status === 'refunded';
  return {
    id: String(row.id),
    kind: row.kind === 'request' ? 'request' : 'payment',
    status,
    purpose: row.purpose as AdminPaymentRow['purpose'],
    description:
      row.kind === 'request'
        ? linkDescription(String(row.description), (row.position as string | null) ?? null)
        : String(row.description),
    payerName: (row.payer_name as string | null) ?? null,
    payerEmail: (row.payer_email as string | null) ?? null,
    mobile: (row.mobile as string | null) ?? null,
    position: (row.position as string | null) ?? null,
    amountPaise,
    paidPaise: paid ? amountPaise - refundedPaise : 0,
    refundedPaise,
    paymentRequestId: (row.payment_request_id as string | null) ?? null,
    createdAt: iso(row.created_at) ?? '',
    paidAt: iso(row.paid_at),
    refundedAt: iso(row.refunded_at),
  };
}
