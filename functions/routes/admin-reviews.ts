import { Hono } from 'hono';
import { pageQuerySchema } from '../contract/paging-query.ts';
import { reviewMessages } from '../contract/reviews.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { pagedJson } from '../http/paged-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import { listReviewsForAdmin, setReviewHidden } from '../services/admin/review-visibility.ts';

/**
 * /api/admin/reviews (beyond the spec, the moderation): the administrator lists every review
 * and hides an abusive one or shows it again, audit-logged. Administrators only.
 */
export const adminReviewRoutes = new Hono<AppEnv>();

// GET /api/admin/reviews?limit=&cursor= – every review, hidden ones too, newest first, paged (X-Next-Cursor)
adminReviewRoutes.get('/', requireRole('admin'), async (c) =>
  pagedJson(c, await listReviewsForAdmin(c.var.db, pageQuerySchema.parse(c.req.query()))),
);

// POST /api/admin/reviews/{id}/hide – the review leaves every public list and figure (audit-logged)
adminReviewRoutes.post('/:id/hide', requireRole('admin'), async (c) => {
  const reviewId = readPathId(c, reviewMessages.reviewNotFound);
  await setReviewHidden(c.var.db, signedInAccountId(c), reviewId, true);
  return c.json({ message: reviewMessages.reviewHidden, hidden: true });
});

// POST /api/admin/reviews/{id}/show – the review is public again (audit-logged)
adminReviewRoutes.post('/:id/show', requireRole('admin'), async (c) => {
  const reviewId = readPathId(c, reviewMessages.reviewNotFound);
  await setReviewHidden(c.var.db, signedInAccountId(c), reviewId, false);
  return c.json({ message: reviewMessages.reviewShown, hidden: false });
});
