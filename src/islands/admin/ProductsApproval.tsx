import { useRef, useState } from 'react';
import type { AdminMerchantProduct, adminMessages } from '../../../functions/contract/admin.ts';
import { FormStatus } from '../forms/fields.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { useRowAction } from '../forms/use-row-action.ts';
import { TEXT_LIMITS } from '../../../functions/contract/rules.ts';
import { TextAreaField } from '../forms/more-fields.tsx';
import { formatPaise, rupeesToPaise } from '../../../functions/contract/money.ts';
import { postJson } from '../../lib/api.ts';
import type { ProductsApprovalTexts } from '../../lib/admin-review-texts.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './admin.css';

type Messages = Pick<
  typeof adminMessages,
  | 'productApproved'
  | 'productRejected'
  | 'productApproveFailed'
  | 'productRejectFailed'
  | 'rejectReasonRequired'
>;

interface Props {
  messages: Messages;
  emptyText: string;
  /** The screen's words in the page's language (src/lib/admin-review-texts.ts). */
  texts: ProductsApprovalTexts;
}

const UPDATE_PATH = '/api/AdminContent/admin/merchant-products/update-status';

type RejectValues = { rejectReason: string; advisedChanges: string };

/** The spec's list may come as a bare array, or in a data or products field. */
function productsOf(body: unknown): AdminMerchantProduct[] {
  if (Array.isArray(body)) return body as AdminMerchantProduct[];
  const wrapped = body as { data?: unknown; products?: unknown } | null;
  if (Array.isArray(wrapped?.data)) return wrapped.data as AdminMerchantProduct[];
  if (Array.isArray(wrapped?.products)) return wrapped.products as AdminMerchantProduct[];
  return [];
}

/**
 * Products Approval (spec sections 3, 4, 5, 7 and 8): an unapproved product shows Approve; an approved
 * one shows Reject, which opens a dialog asking for a reason (required, trimmed) and optional advice.
 */
export default function ProductsApproval({ messages, emptyText, texts: T }: Props) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const list = usePagedList<AdminMerchantProduct, unknown>('/api/AdminContent/admin/merchant-products', {
    failureLog: 'Failed to load the merchant products:',
    select: productsOf,
  });
  const products = list.items;
  const action = useRowAction();
  const [target, setTarget] = useState<AdminMerchantProduct | null>(null);

  const approve = (product: AdminMerchantProduct) =>
    action.run(product.id, () => postJson(UPDATE_PATH, { productId: product.id, isApproved: true }), {
      successText: messages.productApproved,
      failureText: messages.productApproveFailed,
      onSuccess: () =>
        list.updateItem(product.id, { isApproved: true, rejectionReason: null, advisedChanges: null }),
    });

  /** Hides an approved product from the home grid and the storefront, or shows it again (audit-logged). */
  const toggleHidden = (product: AdminMerchantProduct) => {
    const hidden = !product.hidden;
    return action.run(
      product.id,
      () => postJson(`/api/AdminContent/admin/merchant-products/${product.id}/visibility`, { hidden }),
      {
        successText: hidden ? T['adminReview.products.hiddenDone'] : T['adminReview.products.shownDone'],
        failureText: hidden ? T['adminReview.products.hideFailed'] : T['adminReview.products.showFailed'],
        onSuccess: () => list.updateItem(product.id, { hidden }),
      },
    );
  };

  const closeReject = () => dialog.current?.close();

  const reject = useForm<RejectValues, RejectValues>({
    schema: ruleSchema(
      (values: RejectValues) => ({
        rejectReason: values.rejectReason.trim() ? undefined : messages.rejectReasonRequired,
      }),
      (values) => ({
        rejectReason: values.rejectReason.trim(),
        advisedChanges: values.advisedChanges.trim(),
      }),
    ),
    initial: { rejectReason: '', advisedChanges: '' },
    submit: async (data) => {
      if (!target) throw new Error('ProductsApproval: no product to reject');
      const result = await postJson(UPDATE_PATH, { productId: target.id, isApproved: false, ...data });
      if (result.ok) {
        list.updateItem(target.id, {
          isApproved: false,
          rejectionReason: data.rejectReason,
          advisedChanges: data.advisedChanges || null,
        });
        action.setStatus({ tone: 'success', text: messages.productRejected });
        closeReject();
      }
      return result;
    },
    failureText: messages.productRejectFailed,
  });

  const openReject = (product: AdminMerchantProduct) => {
    setTarget(product);
    reject.reset();
    reject.clearErrors();
    reject.setStatus(null);
    action.setStatus(null);
    dialog.current?.showModal();
  };

  const busy = action.busy !== null || reject.pending;

  return (
    <div className="admin-tab">
      <FormStatus status={action.status} />
      {products === null ? (
        list.status === 'error' ? (
          <LoadFailed
            texts={T}
            className="admin-empty"
            text={T['adminReview.products.loadFailed']}
            onRetry={list.reload}
          />
        ) : (
          <p className="admin-muted">{T['adminReview.loading']}</p>
        )
      ) : products.length === 0 ? (
        <p className="admin-empty">{emptyText}</p>
      ) : (
        <ul className="admin-cards" aria-label={T['adminReview.products.listLabel']}>
          {products.map((product) => (
            <li key={product.id} className="admin-card admin-card--product">
              <img
                className="admin-card__image"
                src={product.imageUrl}
                alt={product.productName}
                loading="lazy"
                decoding="async"
              />
              <div className="admin-card__main">
                <h3 className="admin-card__title">{product.productName}</h3>
                <dl className="admin-facts">
                  <div>
                    <dt>{T['adminReview.products.price']}</dt>
                    <dd>{formatPaise(rupeesToPaise(product.price))}</dd>
                  </div>
                  <div>
                    <dt>{T['adminReview.merchant']}</dt>
                    <dd>{product.merchantName}</dd>
                  </div>
                  <div>
                    <dt>{T['adminReview.status']}</dt>
                    <dd>
                      <span className={product.isApproved ? 'admin-badge admin-badge--ok' : 'admin-badge'}>
                        {product.isApproved
                          ? T['adminReview.products.isApproved']
                          : T['adminReview.products.notApproved']}
                      </span>
                      {product.hidden && (
                        <span className="admin-badge">{T['adminReview.products.hiddenFromSite']}</span>
                      )}
                    </dd>
                  </div>
                  {!product.isApproved && product.rejectionReason && (
                    <div>
                      <dt>{T['adminReview.rejectReason']}</dt>
                      <dd>{product.rejectionReason}</dd>
                    </div>
                  )}
                  {!product.isApproved && product.advisedChanges && (
                    <div>
                      <dt>{T['adminReview.products.advisedChanges']}</dt>
                      <dd>{product.advisedChanges}</dd>
                    </div>
                  )}
                </dl>
                <div className="admin-actions">
                  {product.isApproved ? (
                    <button
                      type="button"
                      className="button"
                      disabled={!hydrated || busy}
                      onClick={() => openReject(product)}
                    >
                      {T['adminReview.reject']}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={!hydrated || busy}
                      onClick={() => void approve(product)}
                    >
                      {T['adminReview.approve']}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button"
                    disabled={!hydrated || busy}
                    aria-label={fill(T['adminReview.products.toggleLabel'], {
                      action: product.hidden ? T['adminReview.show'] : T['adminReview.hide'],
                      name: product.productName,
                    })}
                    onClick={() => void toggleHidden(product)}
                  >
                    {product.hidden ? T['adminReview.show'] : T['adminReview.hide']}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore texts={T} list={list} label={T['adminReview.loadMore']} />
      <dialog
        ref={dialog}
        className="admin-dialog"
        aria-labelledby="reject-product-title"
        onClose={() => setTarget(null)}
      >
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            void reject.onSubmit(event);
            if (!reject.values.rejectReason.trim()) reasonInput.current?.focus();
          }}
        >
          <h3 id="reject-product-title" className="admin-dialog__title">
            {fill(T['adminReview.products.rejectTitle'], {
              name: target?.productName ?? T['adminReview.products.product'],
            })}
          </h3>
          <fieldset className="account-form__fields" disabled={busy}>
            <TextAreaField
              label={T['adminReview.rejectReason']}
              ref={reasonInput}
              required
              maxLength={TEXT_LIMITS.rejectReason}
              hint={T['adminReview.merchantReads']}
              {...reject.field('rejectReason')}
            />
            <TextAreaField
              label={T['adminReview.products.advisedChanges']}
              maxLength={TEXT_LIMITS.rejectReason}
              hint={T['adminReview.products.optional']}
              {...reject.field('advisedChanges')}
            />
            <div className="admin-actions">
              <button type="submit" className="button button--danger">
                {T['adminReview.products.rejectProduct']}
              </button>
              <button type="button" className="button" onClick={closeReject}>
                {T['adminReview.cancel']}
              </button>
            </div>
          </fieldset>
          <FormStatus status={reject.status} />
        </form>
      </dialog>
    </div>
  );
}
