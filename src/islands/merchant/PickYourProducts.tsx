import { useState } from 'react';
import {
  productMessages,
  productStanding,
  type MerchantProduct,
} from '../../../functions/contract/merchant-products.ts';
import { sendJson } from '../../lib/api.ts';
import { formatPaise, rupeesToPaise } from '../../../functions/contract/money.ts';
import { FormStatus } from '../forms/fields.tsx';
import { usePagedList } from '../forms/use-paged-list.ts';
import { useRowAction } from '../forms/use-row-action.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import { ProductForm } from './ProductForm.tsx';
import './merchant-products.css';

/**
 * The merchant dashboard's 'Pick Your Products' tab: the upload form, then the merchant's products
 * with their status, the administrator's reason and advised changes, and Edit (back to pending) and
 * Delete (after a confirm step) on each.
 */
export default function PickYourProducts({ merchantId }: { merchantId: string }) {
  const hydrated = useHydrated();
  const list = usePagedList<MerchantProduct>('/api/merchant/products', {
    failureLog: 'Failed to load your products:',
  });
  const products = list.items;
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const action = useRowAction();
  const busy = action.busy !== null;
  const { status, setStatus } = action;

  const added = (product: MerchantProduct) => list.addItem(product);
  const replaced = (product: MerchantProduct) => {
    list.updateItem(product.id, () => product);
    setEditing(null);
    setStatus({ tone: 'success', text: productMessages.updated });
  };

  const remove = (product: MerchantProduct) =>
    action.run(product.id, () => sendJson('DELETE', `/api/merchant/products/${product.id}`), {
      successText: productMessages.deleted,
      failureText: (failure) => failure?.message ?? productMessages.deleteFailed,
      onSuccess: () => {
        list.removeItem(product.id);
        setConfirming(null);
      },
    });

  return (
    <div className="pick-products">
      <section aria-labelledby="upload-product-title">
        <h3 id="upload-product-title">Upload a product</h3>
        <p className="field__hint">
          Products show in the home page's Pick Your Products grid and on your storefront once an
          administrator approves them.
        </p>
        <ProductForm merchantId={merchantId} hydrated={hydrated} onSaved={added} />
      </section>

      <section aria-labelledby="my-products-title">
        <h3 id="my-products-title">My products</h3>
        <FormStatus status={status} />
        {list.status === 'error' ? (
          <LoadFailed
            alert
            text="Your products could not be loaded. Please try again."
            onRetry={list.reload}
          />
        ) : products === null ? (
          <p role="status">Loading your products…</p>
        ) : products.length === 0 ? (
          <p>{productMessages.noProducts}</p>
        ) : (
          <ul className="pick-products__list" aria-label="My products">
            {products.map((product) => (
              <li key={product.id} className={`pick-product pick-product--${product.status}`}>
                <img
                  className="pick-product__image"
                  src={product.imageUrl}
                  alt={product.productName}
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                />
                <div className="pick-product__main">
                  <h4 className="pick-product__name">{product.productName}</h4>
                  <p>
                    {formatPaise(rupeesToPaise(product.price))} ·{' '}
                    <span className="pick-product__standing">{productStanding(product)}</span>
                  </p>
                  {product.status === 'rejected' && (
                    <dl className="pick-product__review">
                      <div>
                        <dt>Reason</dt>
                        <dd>{product.rejectionReason ?? 'None given'}</dd>
                      </div>
                      {product.advisedChanges && (
                        <div>
                          <dt>Advised changes</dt>
                          <dd>{product.advisedChanges}</dd>
                        </div>
                      )}
                    </dl>
                  )}
                  {editing === product.id ? (
                    <ProductForm
                      merchantId={merchantId}
                      hydrated={hydrated}
                      editing={product}
                      onSaved={replaced}
                      onCancel={() => setEditing(null)}
                    />
                  ) : confirming === product.id ? (
                    <div className="pick-product__confirm" role="group" aria-label="Confirm delete">
                      <p>Delete {product.productName}? This cannot be undone.</p>
                      <button
                        type="button"
                        className="button pick-product__danger"
                        disabled={busy}
                        onClick={() => void remove(product)}
                      >
                        Yes, delete
                      </button>
                      <button type="button" className="button" onClick={() => setConfirming(null)}>
                        Keep it
                      </button>
                    </div>
                  ) : (
                    <div className="pick-product__actions">
                      <button
                        type="button"
                        className="button"
                        disabled={!hydrated || busy}
                        aria-label={`Edit ${product.productName}`}
                        onClick={() => {
                          setStatus(null);
                          setConfirming(null);
                          setEditing(product.id);
                        }}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button"
                        disabled={!hydrated || busy}
                        aria-label={`Delete ${product.productName}`}
                        onClick={() => {
                          setStatus(null);
                          setEditing(null);
                          setConfirming(product.id);
                        }}
                      >
                        Delete
                      </button>
                    </div>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <LoadMore list={list} />
      </section>
    </div>
  );
}
