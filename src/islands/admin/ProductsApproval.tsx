import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { AdminMerchantProduct, adminMessages } from '../../../functions/contract/admin.ts';
import { FormStatus } from '../forms/fields.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import type { Status } from '../forms/use-form.ts';
import { productMessages as visibilityMessages } from '../../../functions/contract/merchant-products.ts';
import { TEXT_LIMITS } from '../../../functions/contract/rules.ts';
import { TextAreaField } from '../forms/more-fields.tsx';
import { type FetchedPage, getPage, NetworkError, postJson } from '../../lib/api.ts';
import { LoadMore } from '../load-more.tsx';
import { formatPaise, rupeesToPaise } from '../../../functions/contract/money.ts';
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
}

const UPDATE_PATH = '/api/AdminContent/admin/merchant-products/update-status';

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
export default function ProductsApproval({ messages, emptyText }: Props) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const [products, setProducts] = useState<AdminMerchantProduct[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [target, setTarget] = useState<AdminMerchantProduct | null>(null);
  const [reason, setReason] = useState('');
  const [advice, setAdvice] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [dialogStatus, setDialogStatus] = useState<Status | null>(null);
  const [next, setNext] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getPage<unknown>('/api/AdminContent/admin/merchant-products', { signal: controller.signal })
      .then((page) => {
        setProducts(productsOf(page.items));
        setNext(page.next);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load the merchant products:', error);
        setLoadFailed(true);
        setProducts([]);
      });
    return () => controller.abort();
  }, []);

  const addPage = (page: FetchedPage<unknown>) => {
    setProducts((current) => [...(current ?? []), ...productsOf(page.items)]);
    setNext(page.next);
  };

  const update = (id: string, change: Partial<AdminMerchantProduct>) =>
    setProducts((current) => current?.map((row) => (row.id === id ? { ...row, ...change } : row)) ?? null);

  const approve = async (product: AdminMerchantProduct) => {
    setBusy(product.id);
    setStatus(null);
    try {
      const result = await postJson(UPDATE_PATH, { productId: product.id, isApproved: true });
      if (result.ok) {
        update(product.id, { isApproved: true, rejectionReason: null, advisedChanges: null });
        setStatus({ tone: 'success', text: messages.productApproved });
      } else {
        setStatus({ tone: 'error', text: messages.productApproveFailed });
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      setStatus({ tone: 'error', text: messages.productApproveFailed });
    }
    setBusy(null);
  };

  /** Hides an approved product from the home grid and the storefront, or shows it again (audit-logged). */
  const toggleHidden = async (product: AdminMerchantProduct) => {
    const hidden = !product.hidden;
    const failed = hidden ? visibilityMessages.hideFailed : visibilityMessages.showFailed;
    setBusy(product.id);
    setStatus(null);
    try {
      const result = await postJson(`/api/AdminContent/admin/merchant-products/${product.id}/visibility`, {
        hidden,
      });
      if (result.ok) {
        update(product.id, { hidden });
        setStatus({ tone: 'success', text: hidden ? visibilityMessages.hidden : visibilityMessages.shown });
      } else {
        setStatus({ tone: 'error', text: failed });
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      setStatus({ tone: 'error', text: failed });
    }
    setBusy(null);
  };

  const openReject = (product: AdminMerchantProduct) => {
    setTarget(product);
    setReason('');
    setAdvice('');
    setReasonError(undefined);
    setDialogStatus(null);
    setStatus(null);
    dialog.current?.showModal();
  };

  const closeReject = () => dialog.current?.close();

  const reject = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!target) return;
    const rejectReason = reason.trim();
    if (!rejectReason) {
      setReasonError(messages.rejectReasonRequired);
      reasonInput.current?.focus();
      return;
    }
    setReasonError(undefined);
    setDialogStatus(null);
    setBusy(target.id);
    try {
      const advisedChanges = advice.trim();
      const result = await postJson(UPDATE_PATH, {
        productId: target.id,
        isApproved: false,
        rejectReason,
        advisedChanges,
      });
      if (result.ok) {
        update(target.id, {
          isApproved: false,
          rejectionReason: rejectReason,
          advisedChanges: advisedChanges || null,
        });
        setStatus({ tone: 'success', text: messages.productRejected });
        closeReject();
      } else {
        setReasonError(result.fields.rejectReason);
        setDialogStatus({ tone: 'error', text: messages.productRejectFailed });
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      setDialogStatus({ tone: 'error', text: messages.productRejectFailed });
    }
    setBusy(null);
  };

  return (
    <div className="admin-tab">
      <FormStatus status={status} />
      {products === null ? (
        <p className="admin-muted">Loading…</p>
      ) : products.length === 0 ? (
        <p className="admin-empty">{loadFailed ? 'The products could not be loaded.' : emptyText}</p>
      ) : (
        <ul className="admin-cards" aria-label="Merchant products">
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
                    <dt>Price</dt>
                    <dd>{formatPaise(rupeesToPaise(product.price))}</dd>
                  </div>
                  <div>
                    <dt>Merchant</dt>
                    <dd>{product.merchantName}</dd>
                  </div>
                  <div>
                    <dt>Status</dt>
                    <dd>
                      <span className={product.isApproved ? 'admin-badge admin-badge--ok' : 'admin-badge'}>
                        {product.isApproved ? 'Approved' : 'Not approved'}
                      </span>
                      {product.hidden && <span className="admin-badge"> Hidden from the site</span>}
                    </dd>
                  </div>
                  {!product.isApproved && product.rejectionReason && (
                    <div>
                      <dt>Reject reason</dt>
                      <dd>{product.rejectionReason}</dd>
                    </div>
                  )}
                  {!product.isApproved && product.advisedChanges && (
                    <div>
                      <dt>Advised changes</dt>
                      <dd>{product.advisedChanges}</dd>
                    </div>
                  )}
                </dl>
                <div className="admin-actions">
                  {product.isApproved ? (
                    <button
                      type="button"
                      className="button"
                      disabled={!hydrated || busy !== null}
                      onClick={() => openReject(product)}
                    >
                      Reject
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={!hydrated || busy !== null}
                      onClick={() => void approve(product)}
                    >
                      Approve
                    </button>
                  )}
                  <button
                    type="button"
                    className="button"
                    disabled={!hydrated || busy !== null}
                    aria-label={`${product.hidden ? 'Show' : 'Hide'} ${product.productName}`}
                    onClick={() => void toggleHidden(product)}
                  >
                    {product.hidden ? 'Show' : 'Hide'}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore next={next} onPage={addPage} />
      <dialog
        ref={dialog}
        className="admin-dialog"
        aria-labelledby="reject-product-title"
        onClose={() => setTarget(null)}
      >
        <form className="admin-form" noValidate onSubmit={reject}>
          <h3 id="reject-product-title" className="admin-dialog__title">
            Reject {target?.productName ?? 'product'}
          </h3>
          <fieldset className="account-form__fields" disabled={busy !== null}>
            <TextAreaField
              label="Reject reason"
              name="rejectReason"
              ref={reasonInput}
              value={reason}
              required
              maxLength={TEXT_LIMITS.rejectReason}
              hint="The merchant will read this."
              onChange={(value) => {
                setReason(value);
                if (reasonError && value.trim()) setReasonError(undefined);
              }}
              error={reasonError}
            />
            <TextAreaField
              label="Advised changes"
              name="advisedChanges"
              value={advice}
              maxLength={TEXT_LIMITS.rejectReason}
              hint="Optional."
              onChange={setAdvice}
            />
            <div className="admin-actions">
              <button type="submit" className="button button--danger">
                Reject product
              </button>
              <button type="button" className="button" onClick={closeReject}>
                Cancel
              </button>
            </div>
          </fieldset>
          <FormStatus status={dialogStatus} />
        </form>
      </dialog>
    </div>
  );
}
