import { useState } from 'react';
import type {
  AdminCatalogueProduct,
  AdminStorefront,
  storefrontMessages,
} from '../../../functions/contract/storefront.ts';
import { FormStatus } from '../forms/fields.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import { formatPaise, rupeesToPaise } from '../../../functions/contract/money.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { useRowAction } from '../forms/use-row-action.ts';
import { postJson } from '../../lib/api.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './admin.css';

type Messages = Pick<
  typeof storefrontMessages,
  'storeHidden' | 'storeShown' | 'productHidden' | 'productShown' | 'visibilityFailed'
>;

interface Props {
  messages: Messages;
  emptyText: string;
}

/**
 * Storefronts (beyond the spec; issue 10): every store with Hide or Show, a link to its public page,
 * and its catalogue products, each with Hide or Show. A hidden store's page is a 404; a hidden product
 * leaves its grid. The server writes every change to the audit log.
 */
export default function StorefrontsModeration({ messages, emptyText }: Props) {
  const hydrated = useHydrated();
  const list = usePagedList<AdminStorefront>('/api/admin/storefronts', {
    failureLog: 'Failed to load the storefronts:',
    keyOf: (store) => store.merchantId,
  });
  const stores = list.items;
  const action = useRowAction();
  const busy = action.busy;
  const [open, setOpen] = useState<string | null>(null);

  /** POSTs a hide or show; true when the server made the change. */
  const toggle = (key: string, path: string, successText: string, onSuccess: () => void) =>
    action.run(key, () => postJson(path), {
      successText,
      failureText: messages.visibilityFailed,
      onSuccess,
    });

  const toggleStore = (store: AdminStorefront) => {
    const hide = !store.hidden;
    const path = `/api/admin/storefronts/${store.merchantId}/${hide ? 'hide' : 'show'}`;
    return toggle(store.merchantId, path, hide ? messages.storeHidden : messages.storeShown, () =>
      list.updateItem(store.merchantId, { hidden: hide }),
    );
  };

  return (
    <div className="admin-tab">
      <FormStatus status={action.status} />
      {stores === null ? (
        list.status === 'error' ? (
          <LoadFailed
            className="admin-empty"
            text="The storefronts could not be loaded."
            onRetry={list.reload}
          />
        ) : (
          <p className="admin-muted">Loading…</p>
        )
      ) : stores.length === 0 ? (
        <p className="admin-empty">{emptyText}</p>
      ) : (
        <ul className="admin-cards" aria-label="Storefronts">
          {stores.map((store) => (
            <li key={store.merchantId} className="admin-card">
              <div className="admin-card__main">
                <h3 className="admin-card__title">{store.storeName}</h3>
                <dl className="admin-facts">
                  <div>
                    <dt>Merchant</dt>
                    <dd>{store.merchantName}</dd>
                  </div>
                  <div>
                    <dt>Status</dt>
                    <dd>
                      <span className={store.hidden ? 'admin-badge' : 'admin-badge admin-badge--ok'}>
                        {store.hidden ? 'Hidden' : store.isActive ? 'Shown' : 'Inactive'}
                      </span>
                    </dd>
                  </div>
                </dl>
                <div className="admin-actions">
                  <button
                    type="button"
                    className={store.hidden ? 'button button--primary' : 'button button--danger'}
                    disabled={!hydrated || busy !== null}
                    onClick={() => void toggleStore(store)}
                  >
                    {store.hidden ? 'Show' : 'Hide'}
                    <span className="visually-hidden"> {store.storeName}</span>
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-expanded={open === store.merchantId}
                    disabled={!hydrated}
                    onClick={() => setOpen(open === store.merchantId ? null : store.merchantId)}
                  >
                    Products<span className="visually-hidden"> of {store.storeName}</span>
                  </button>
                  <a className="button" href={`/merchantproductsite/${store.merchantId}`}>
                    Open storefront<span className="visually-hidden">: {store.storeName}</span>
                  </a>
                </div>
                {open === store.merchantId && (
                  <CatalogueProducts
                    store={store}
                    emptyText={emptyText}
                    busy={busy}
                    onToggle={(product, onSuccess) => {
                      const hide = !product.hidden;
                      return toggle(
                        product.id,
                        `/api/admin/storefronts/products/${product.id}/${hide ? 'hide' : 'show'}`,
                        hide ? messages.productHidden : messages.productShown,
                        onSuccess,
                      );
                    }}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </div>
  );
}

function CatalogueProducts({
  store,
  emptyText,
  busy,
  onToggle,
}: {
  store: AdminStorefront;
  emptyText: string;
  busy: string | null;
  onToggle: (product: AdminCatalogueProduct, onSuccess: () => void) => Promise<boolean>;
}) {
  const list = usePagedList<AdminCatalogueProduct>(`/api/admin/storefronts/${store.merchantId}/products`, {
    failureLog: 'Failed to load the catalogue products:',
  });
  const products = list.items;

  const toggle = (product: AdminCatalogueProduct) =>
    onToggle(product, () => list.updateItem(product.id, { hidden: !product.hidden }));

  if (products === null)
    return list.status === 'error' ? (
      <LoadFailed className="admin-empty" text="The products could not be loaded." onRetry={list.reload} />
    ) : (
      <p className="admin-muted">Loading…</p>
    );
  if (products.length === 0) return <p className="admin-empty">{emptyText}</p>;
  return (
    <>
      <ul className="admin-cards" aria-label={`Catalogue products of ${store.storeName}`}>
        {products.map((product) => (
          <li key={product.id} className="admin-card">
            <div className="admin-card__main">
              <h4 className="admin-card__title">{product.productName}</h4>
              <p className="admin-muted">
                {product.brand} · {product.categoryName} · {formatPaise(rupeesToPaise(product.price))} ·{' '}
                {product.hidden ? 'Hidden' : 'Shown'}
              </p>
              <div className="admin-actions">
                <button
                  type="button"
                  className={product.hidden ? 'button button--primary' : 'button button--danger'}
                  disabled={busy !== null}
                  onClick={() => void toggle(product)}
                >
                  {product.hidden ? 'Show' : 'Hide'}
                  <span className="visually-hidden"> {product.productName}</span>
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}
