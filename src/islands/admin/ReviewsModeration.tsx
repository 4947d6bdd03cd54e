import { useEffect, useState } from 'react';
import type { AdminReview, reviewMessages } from '../../../functions/contract/reviews.ts';
import { formatIndiaDate } from '../../../functions/contract/india-time.ts';
import { FormStatus } from '../forms/fields.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import type { Status } from '../forms/use-form.ts';
import { type FetchedPage, getPage, NetworkError, postJson } from '../../lib/api.ts';
import { LoadMore } from '../load-more.tsx';
import './admin.css';

type Messages = Pick<typeof reviewMessages, 'reviewHidden' | 'reviewShown' | 'visibilityFailed'>;

interface Props {
  messages: Messages;
  emptyText: string;
}

/**
 * Reviews (beyond the spec; issue 11): every review, newest first, with Hide or Show. A hidden review
 * leaves get-all-reviews, the FIND YOUR BEST popup and every merchant rating. The server writes every
 * change to the audit log.
 */
export default function ReviewsModeration({ messages, emptyText }: Props) {
  const hydrated = useHydrated();
  const [reviews, setReviews] = useState<AdminReview[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getPage<AdminReview>('/api/admin/reviews', { signal: controller.signal })
      .then((page) => {
        setReviews(page.items);
        setNext(page.next);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load the reviews:', error);
        setLoadFailed(true);
        setReviews([]);
      });
    return () => controller.abort();
  }, []);

  const addPage = (page: FetchedPage<AdminReview>) => {
    setReviews((current) => [...(current ?? []), ...page.items]);
    setNext(page.next);
  };

  const toggle = async (review: AdminReview) => {
    const hide = !review.hidden;
    setBusy(review.id);
    setStatus(null);
    let ok = false;
    try {
      ok = (await postJson(`/api/admin/reviews/${review.id}/${hide ? 'hide' : 'show'}`)).ok;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
    }
    setStatus(
      ok
        ? { tone: 'success', text: hide ? messages.reviewHidden : messages.reviewShown }
        : { tone: 'error', text: messages.visibilityFailed },
    );
    if (ok)
      setReviews(
        (current) => current?.map((row) => (row.id === review.id ? { ...row, hidden: hide } : row)) ?? null,
      );
    setBusy(null);
  };

  return (
    <div className="admin-tab">
      <FormStatus status={status} />
      {reviews === null ? (
        <p className="admin-muted">Loading…</p>
      ) : reviews.length === 0 ? (
        <p className="admin-empty">{loadFailed ? 'The reviews could not be loaded.' : emptyText}</p>
      ) : (
        <ul className="admin-cards" aria-label="Reviews">
          {reviews.map((review) => (
            <li key={review.id} className="admin-card">
              <div className="admin-card__main">
                <h3 className="admin-card__title">{review.couponName}</h3>
                <dl className="admin-facts">
                  <div>
                    <dt>Merchant</dt>
                    <dd>{review.merchantName}</dd>
                  </div>
                  <div>
                    <dt>By</dt>
                    <dd>{review.userName}</dd>
                  </div>
                  <div>
                    <dt>Rating</dt>
                    <dd>{review.rating}/5</dd>
                  </div>
                  <div>
                    <dt>Date</dt>
                    <dd>
                      <time dateTime={review.createdAt}>{formatIndiaDate(review.createdAt)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>Status</dt>
                    <dd>
                      <span className={review.hidden ? 'admin-badge' : 'admin-badge admin-badge--ok'}>
                        {review.hidden ? 'Hidden' : 'Shown'}
                      </span>
                    </dd>
                  </div>
                </dl>
                <p>{review.reviewText}</p>
                <div className="admin-actions">
                  <button
                    type="button"
                    className={review.hidden ? 'button button--primary' : 'button button--danger'}
                    disabled={!hydrated || busy !== null}
                    onClick={() => void toggle(review)}
                  >
                    {review.hidden ? 'Show' : 'Hide'}
                    <span className="visually-hidden">
                      {' '}
                      the review of {review.couponName} by {review.userName}
                    </span>
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore next={next} onPage={addPage} />
    </div>
  );
}
