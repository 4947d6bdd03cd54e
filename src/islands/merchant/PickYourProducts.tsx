import { useState } from 'react';
import type { MerchantProduct } from '../../../functions/contract/merchant-products.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { ProductTexts } from '../../lib/merchant-texts.ts';
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
/** A product's standing in the page's language (as productStanding in merchant-products.ts says it). */
function standingOf(product: MerchantProduct, T: ProductTexts): string {
  if (product.status === 'pending') return T['merchant.products.pending'];
  if (product.status === 'rejected') return T['merchant.products.rejected'];
  return product.hidden ? T['merchant.products.hidden'] : T['merchant.products.live'];
}

export default function PickYourProducts({
  merchantId,
  texts: T,
}: {
  merchantId: string;
  texts: ProductTexts;
}) {
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
    setStatus({ tone: 'success', text: T['merchant.products.msgUpdated'] });
  };

  const remove = (product: MerchantProduct) =>
    action.run(product.id, () => sendJson('DELETE', `/api/merchant/products/${product.id}`), {
      successText: T['merchant.products.msgDeleted'],
      failureText: (failure) => failure?.message ?? T['merchant.products.msgDeleteFailed'],
      onSuccess: () => {
        list.removeItem(product.id);
        setConfirming(null);
      },
    });

  return (
    <div className="pick-products">
      <section aria-labelledby="upload-product-title">
        <h3 id="upload-product-title">{T['merchant.products.uploadHeading']}</h3>
        <p className="field__hint">{T['merchant.products.intro']}</p>
        <ProductForm merchantId={merchantId} hydrated={hydrated} onSaved={added} texts={T} />
      </section>

      <section aria-labelledby="my-products-title">
        <h3 id="my-products-title">{T['merchant.products.myProducts']}</h3>
        <FormStatus status={status} />
        {list.status === 'error' ? (
          <LoadFailed texts={T} alert text={T['merchant.products.loadFailed']} onRetry={list.reload} />
        ) : products === null ? (
          <p role="status">{T['merchant.products.loading']}</p>
        ) : products.length === 0 ? (
          <p>{T['merchant.products.none']}</p>
        ) : (
          <ul className="pick-products__list" aria-label={T['merchant.products.myProducts']}>
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
                    <span className="pick-product__standing">{standingOf(product, T)}</span>
                  </p>
                  {product.status === 'rejected' && (
                    <dl className="pick-product__review">
                      <div>
                        <dt>{T['merchant.products.reason']}</dt>
                        <dd>{product.rejectionReason ?? T['merchant.products.noneGiven']}</dd>
                      </div>
                      {product.advisedChanges && (
                        <div>
                          <dt>{T['merchant.products.advised']}</dt>
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
                      texts={T}
                    />
                  ) : confirming === product.id ? (
                    <div
                      className="pick-product__confirm"
                      role="group"
                      aria-label={T['merchant.products.confirmLabel']}
                    >
                      <p>{fill(T['merchant.products.deleteConfirm'], { name: product.productName })}</p>
                      <button
                        type="button"
                        className="button pick-product__danger"
                        disabled={busy}
                        onClick={() => void remove(product)}
                      >
                        {T['merchant.offers.yesDelete']}
                      </button>
                      <button type="button" className="button" onClick={() => setConfirming(null)}>
                        {T['merchant.offers.keep']}
                      </button>
                    </div>
                  ) : (
                    <div className="pick-product__actions">
                      <button
                        type="button"
                        className="button"
                        disabled={!hydrated || busy}
                        aria-label={fill(T['merchant.products.editLabel'], { name: product.productName })}
                        onClick={() => {
                          setStatus(null);
                          setConfirming(null);
                          setEditing(product.id);
                        }}
                      >
                        {T['merchant.offers.edit']}
                      </button>
                      <button
                        type="button"
                        className="button"
                        disabled={!hydrated || busy}
                        aria-label={fill(T['merchant.products.deleteLabel'], { name: product.productName })}
                        onClick={() => {
                          setStatus(null);
                          setEditing(null);
                          setConfirming(product.id);
                        }}
                      >
                        {T['merchant.offers.delete']}
                      </button>
                    </div>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <LoadMore texts={T} list={list} />
      </section>
    </div>
  );
}
