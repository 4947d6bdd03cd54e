import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  COUPON_EDIT_FIELDS,
  couponEditMessages,
  discountText,
  type CouponEditChange,
  type CouponEditField,
  type MerchantCouponEdit,
  type PendingCouponEdit,
} from '../../contract/coupon-edits.ts';
import { formatCalendarDate } from '../../contract/india-time.ts';
import { couponMessages, OFFER_LANGUAGES, type CouponInput } from '../../contract/merchant-coupons.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { couponEdits, coupons, mediaFiles, merchants } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import type { BlobStore, StoredBlob } from '../../storage/blob-store.ts';
import { recordAudit } from '../admin/record-audit.ts';
import { deleteReleasedBlobs, releaseMediaIfUnused } from '../media/release-media.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';
import { couponColumns } from './create-merchant-coupon.ts';
import { slotHoldingCoupon } from './live-coupons.ts';

/**
 * Issue 24 item 4 (decision 0073): an edit of a live coupon (approved, not expired; suspended or not,
 * it holds its slot) is kept aside in coupon_edits while the live version stays on the site in its
 * slot; the administrator approves it (copied onto the coupon in one transaction, slot kept) or rejects
 * it with a reason the merchant reads (the live version stays). A coupon never approved, or expired, is
 * still edited in place (update-merchant-coupon.ts).
 */

/** Selected with a coupon row: whether it is live for an edit (approved, unexpired: holds its slot). */
export const holdsItsSlot = sql<boolean>`(${slotHoldingCoupon})`;

/** The columns an edit carries: the coupon's form fields, the slot excepted. */
function editColumns(input: CouponInput) {
  const { requestedSlotId: _slot, slotKind: _kind, ...fields } = couponColumns(input);
  return fields;
}

/**
 * Stores the merchant's edit of their live coupon (inside the edit's transaction, the coupon row
 * locked): it replaces any earlier edit, pending or rejected; without a new image it keeps the earlier
 * edit's new image, if any. The slot is not edited: another slot or kind is a 400 on requestedSlotId.
 * Returns the replaced edit image to release after commit.
 */
export async function proposeCouponEdit(
  tx: DbOrTx,
  current: { id: string; requestedSlotId: number; slotKind: 'free' | 'premium' },
  input: CouponInput,
  newImageId: string | null,
): Promise<StoredBlob | null> {
  if (input.requestedSlotId !== current.requestedSlotId || input.slotKind !== current.slotKind)
    throw HttpError.badInput(couponMessages.updateFailed, { requestedSlotId: couponEditMessages.slotKept });
  const [earlier] = await tx
    .select({ adImageId: couponEdits.adImageId })
    .from(couponEdits)
    .where(eq(couponEdits.couponId, current.id))
    .for('update');
  const values = {
    ...editColumns(input),
    adImageId: newImageId ?? earlier?.adImageId ?? null,
    status: 'pending' as const,
    rejectReason: null,
    decidedAt: null,
    decidedBy: null,
    submittedAt: new Date(),
  };
  await tx
    .insert(couponEdits)
    .values({ couponId: current.id, ...values })
    .onConflictDoUpdate({ target: couponEdits.couponId, set: values });
  const replaced = newImageId && earlier?.adImageId ? earlier.adImageId : null;
  return replaced ? releaseMediaIfUnused(tx, replaced) : null;
}

/**
 * The administrator approves a pending edit: its fields are copied onto the coupon in one transaction,
 * status and slot (assigned or reserved) kept; the coupon is approved anew (approved_at now, so its
 * votes start afresh, decision 0069) and listed again if shoppers' votes had suspended it; a new image
 * replaces the old, whose file goes once unused. The edit row goes; the audit log keeps what changed.
 */
export async function approveCouponEdit(
  deps: { db: Database; blobs: BlobStore },
  adminId: string,
  couponId: string,
) {
  const released = await deps.db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
    const [edit] = await tx
      .select()
      .from(couponEdits)
      .where(and(eq(couponEdits.couponId, couponId), eq(couponEdits.status, 'pending')))
      .for('update');
    // Only an approved coupon's edit waits aside (an edit in place drops it): anything else is not one.
    if (!coupon || !edit || coupon.status !== 'approved')
      throw HttpError.notFound(couponEditMessages.notFound);
    const changed = changesOf(coupon, edit, null, null).map((change) => change.field);
    await tx
      .update(coupons)
      .set({
        couponName: edit.couponName,
        couponCode: edit.couponCode,
        title: edit.title,
        description: edit.description,
        category: edit.category,
        language: edit.language,
        termsAndConditions: edit.termsAndConditions,
        percentage: edit.percentage,
        discountValuePaise: edit.discountValuePaise,
        discountKind: edit.discountKind,
        merchantUrl: edit.merchantUrl,
        expiryDate: edit.expiryDate,
        expiresAt: edit.expiresAt,
        ...(edit.adImageId ? { adImageId: edit.adImageId } : {}),
        approvedAt: new Date(),
        approvedBy: adminId,
        rejectReason: null,
        suspendedAt: null,
      })
      .where(eq(coupons.id, couponId));
    await tx.delete(couponEdits).where(eq(couponEdits.couponId, couponId));
    await recordAudit(tx, {
      actorAccountId: adminId,
      action: 'approve_edit',
      entity: 'coupon',
      entityId: couponId,
      details: { changed, slot: coupon.assignedSlotId },
    });
    const replaced = edit.adImageId && coupon.adImageId !== edit.adImageId ? coupon.adImageId : null;
    return replaced ? releaseMediaIfUnused(tx, replaced) : null;
  });
  await deleteReleasedBlobs(deps.blobs, [released]);
}

/** The administrator rejects a pending edit with a reason the merchant reads; the live version stays. */
export async function rejectCouponEdit(db: Database, adminId: string, couponId: string, reason: string) {
  await db.transaction(async (tx) => {
    const [edit] = await tx
      .update(couponEdits)
      .set({ status: 'rejected', rejectReason: reason, decidedAt: new Date(), decidedBy: adminId })
      .where(and(eq(couponEdits.couponId, couponId), eq(couponEdits.status, 'pending')))
      .returning({ couponId: couponEdits.couponId });
    if (!edit) throw HttpError.notFound(couponEditMessages.notFound);
    await recordAudit(tx, {
      actorAccountId: adminId,
      action: 'reject_edit',
      entity: 'coupon',
      entityId: couponId,
      details: { reason },
    });
  });
}

/**
 * A coupon edited in place (no longer live: expired) drops any edit still waiting aside, which would
 * otherwise overwrite it when approved; its new image goes once unused.
 */
export async function dropCouponEdit(tx: DbOrTx, couponId: string): Promise<StoredBlob | null> {
  const [dropped] = await tx
    .delete(couponEdits)
    .where(eq(couponEdits.couponId, couponId))
    .returning({ adImageId: couponEdits.adImageId });
  return dropped?.adImageId ? releaseMediaIfUnused(tx, dropped.adImageId) : null;
}

/** A deleted coupon's edit goes with it (cascade): its new image, if any, is released like the coupon's. */
export async function editImageOf(tx: DbOrTx, couponId: string): Promise<string | null> {
  const [edit] = await tx
    .select({ adImageId: couponEdits.adImageId })
    .from(couponEdits)
    .where(eq(couponEdits.couponId, couponId));
  return edit?.adImageId ?? null;
}

const newImage = alias(mediaFiles, 'edit_image');

/** The pending edits of live coupons, oldest first, a page at a time (coupon_edits_pending_idx), with what changed. */
export async function listPendingCouponEdits(
  db: Database,
  query: PageQuery = {},
): Promise<Page<PendingCouponEdit>> {
  const rows = await db
    .select({
      id: coupons.id,
      coupon: coupons,
      edit: couponEdits,
      merchantName: merchants.merchantName,
      imageUrl: mediaFiles.url,
      newImageUrl: newImage.url,
      pageKey: pageKeyOf(couponEdits.submittedAt),
    })
    .from(couponEdits)
    .innerJoin(coupons, eq(coupons.id, couponEdits.couponId))
    .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
    .leftJoin(mediaFiles, eq(mediaFiles.id, coupons.adImageId))
    .leftJoin(newImage, eq(newImage.id, couponEdits.adImageId))
    .where(
      and(
        eq(couponEdits.status, 'pending'),
        afterCursor(couponEdits.submittedAt, couponEdits.couponId, query, 'asc'),
      ),
    )
    .orderBy(asc(couponEdits.submittedAt), asc(couponEdits.couponId))
    .limit(rowsToFetch(query));
  return toPage(rows, query, ({ coupon, edit, merchantName, imageUrl, newImageUrl }) => ({
    id: coupon.id,
    couponName: coupon.couponName,
    merchantId: coupon.merchantId,
    merchantName,
    assignedSlotId: coupon.assignedSlotId,
    slotKind: coupon.slotKind,
    suspended: coupon.suspendedAt !== null,
    submittedAt: edit.submittedAt.toISOString(),
    imageUrl,
    newImageUrl: edit.adImageId && edit.adImageId !== coupon.adImageId ? newImageUrl : null,
    changes: changesOf(coupon, edit, imageUrl, newImageUrl),
  }));
}

type CouponRow = typeof coupons.$inferSelect;
type EditRow = typeof couponEdits.$inferSelect;

/** Each field the edit changes, the live value beside the proposed one, as text. */
export function changesOf(
  coupon: CouponRow,
  edit: EditRow,
  imageUrl: string | null,
  newImageUrl: string | null,
): CouponEditChange[] {
  const texts: Record<Exclude<CouponEditField, 'adImage'>, (row: CouponRow | EditRow) => string> = {
    couponName: (row) => row.couponName,
    title: (row) => row.title,
    couponCode: (row) => row.couponCode,
    description: (row) => row.description,
    termsAndConditions: (row) => row.termsAndConditions,
    discount: (row) => discountText(row),
    expiryDate: (row) => formatCalendarDate(row.expiryDate),
    category: (row) => row.category,
    language: (row) => OFFER_LANGUAGES[row.language],
    merchantUrl: (row) => row.merchantUrl,
  };
  const changes: CouponEditChange[] = [];
  for (const [field, text] of Object.entries(texts) as [
    Exclude<CouponEditField, 'adImage'>,
    (row: CouponRow | EditRow) => string,
  ][]) {
    const before = text(coupon);
    const after = text(edit);
    if (before !== after) changes.push({ field, label: COUPON_EDIT_FIELDS[field], before, after });
  }
  if (edit.adImageId && edit.adImageId !== coupon.adImageId)
    changes.push({
      field: 'adImage',
      label: COUPON_EDIT_FIELDS.adImage,
      before: imageUrl ?? '',
      after: newImageUrl ?? couponEditMessages.newImage,
    });
  return changes;
}

/** My Offers: each coupon's edit waiting for (or refused by) the administrator. */
export async function editsOfCoupons(
  db: Database,
  couponIds: string[],
): Promise<Map<string, MerchantCouponEdit>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ edit: couponEdits, imageUrl: mediaFiles.url })
    .from(couponEdits)
    .leftJoin(mediaFiles, eq(mediaFiles.id, couponEdits.adImageId))
    .where(inArray(couponEdits.couponId, couponIds));
  return new Map(
    rows.map(({ edit, imageUrl }) => [
      edit.couponId,
      {
        status: edit.status,
        rejectReason: edit.rejectReason,
        submittedAt: edit.submittedAt.toISOString(),
        values: {
          couponName: edit.couponName,
          couponCode: edit.couponCode,
          title: edit.title,
          description: edit.description,
          termsAndConditions: edit.termsAndConditions,
          category: edit.category,
          language: edit.language,
          percentage: edit.percentage,
          discountValuePaise: edit.discountValuePaise,
          discountKind: edit.discountKind,
          merchantUrl: edit.merchantUrl,
          expiryDate: edit.expiryDate,
          imageUrl,
        },
      },
    ]),
  );
}
