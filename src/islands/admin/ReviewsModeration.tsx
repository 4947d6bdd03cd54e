import type { AdminReview, reviewMessages } from '../../../functions/contract/reviews.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { formatDateIn } from '../../../functions/contract/i18n/format.ts';
import type { ReviewsModerationTexts } from '../../lib/admin-review-texts.ts';
import { FormStatus } from '../forms/fields.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { useRowAction } from '../forms/use-row-action.ts';
import { postJson } from '../../lib/api.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './admin.css';

type Messages = Pick<typeof reviewMessages, 'reviewHidden' | 'reviewShown' | 'visibilityFailed'>;

interface Props {
  messages: Messages;
  emptyText: string;
  /** The screen's words in the page's language (src/lib/admin-review-texts.ts). */
  texts: ReviewsModerationTexts;
}

/**
 * Reviews (beyond the spec; issue 11): every review, newest first, with Hide or Show. A hidden review
 * leaves get-all-reviews, the FIND YOUR BEST popup and every merchant rating. The server writes every
 * change to the audit log.
 */
export default function ReviewsModeration({ messages, emptyText, texts: T }: Props) {
  const hydrated = useHydrated();
  const list = usePagedList<AdminReview>('/api/admin/reviews', { failureLog: 'Failed to load the reviews:' });
  const reviews = list.items;
  const action = useRowAction();

  const toggle = (review: AdminReview) => {
    const hide = !review.hidden;
    return action.run(
      review.id,
      () => postJson(`/api/admin/reviews/${review.id}/${hide ? 'hide' : 'show'}`),
      {
        successText: hide ? messages.reviewHidden : messages.reviewShown,
        failureText: messages.visibilityFailed,
        onSuccess: () => list.updateItem(review.id, { hidden: hide }),
      },
    );
  };

  return (
    <div className="admin-tab">
      <FormStatus status={action.status} />
      {reviews === null ? (
        list.status === 'error' ? (
          <LoadFailed
            texts={T}
            className="admin-empty"
            text={T['adminReview.reviews.loadFailed']}
            onRetry={list.reload}
          />
        ) : (
          <p className="admin-muted">{T['adminReview.loading']}</p>
        )
      ) : reviews.length === 0 ? (
        <p className="admin-empty">{emptyText}</p>
      ) : (
        <ul className="admin-cards" aria-label={T['adminReview.reviews.listLabel']}>
          {reviews.map((review) => (
            <li key={review.id} className="admin-card">
              <div className="admin-card__main">
                <h3 className="admin-card__title">{review.couponName}</h3>
                <dl className="admin-facts">
                  <div>
                    <dt>{T['adminReview.merchant']}</dt>
                    <dd>{review.merchantName}</dd>
                  </div>
                  <div>
                    <dt>{T['adminReview.reviews.by']}</dt>
                    <dd>{review.userName}</dd>
                  </div>
                  <div>
                    <dt>{T['adminReview.reviews.rating']}</dt>
                    <dd>{review.rating}/5</dd>
                  </div>
                  <div>
                    <dt>{T['adminReview.reviews.date']}</dt>
                    <dd>
                      <time dateTime={review.createdAt}>{formatDateIn(T.locale, review.createdAt)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>{T['adminReview.status']}</dt>
                    <dd>
                      <span className={review.hidden ? 'admin-badge' : 'admin-badge admin-badge--ok'}>
                        {review.hidden ? T['adminReview.hidden'] : T['adminReview.shown']}
                      </span>
                    </dd>
                  </div>
                </dl>
                <p>{review.reviewText}</p>
                <div className="admin-actions">
                  <button
                    type="button"
                    className={review.hidden ? 'button button--primary' : 'button button--danger'}
                    disabled={!hydrated || action.busy !== null}
                    onClick={() => void toggle(review)}
                  >
                    {review.hidden ? T['adminReview.show'] : T['adminReview.hide']}
                    <span className="visually-hidden">
                      {fill(T['adminReview.reviews.ofReview'], {
                        coupon: review.couponName,
                        user: review.userName,
                      })}
                    </span>
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore texts={T} list={list} label={T['adminReview.loadMore']} />
    </div>
  );
}
