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
import type { StorefrontsModerationTexts } from '../../lib/admin-review-texts.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { localePath } from '../../../functions/contract/i18n/locales.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './admin.css';

type Messages = Pick<
  typeof storefrontMessages,
  'storeHidden' | 'storeShown' | 'productHidden' | 'productShown' | 'visibilityFailed'
>;

interface Props {
  messages: Messages;
  emptyText: string;
  /** The screen's words in the page's language (src/lib/admin-review-texts.ts). */
  texts: StorefrontsModerationTexts;
}

/**
 * Storefronts (beyond the spec; issue 10): every store with Hide or Show, a link to its public page,
 * and its catalogue products, each with Hide or Show. A hidden store's page is a 404; a hidden product
 * leaves its grid. The server writes every change to the audit log.
 */
export default function StorefrontsModeration({ messages, emptyText, texts: T }: Props) {
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
            texts={T}
            className="admin-empty"
            text={T['adminReview.storefronts.loadFailed']}
            onRetry={list.reload}
          />
        ) : (
          <p className="admin-muted">{T['adminReview.loading']}</p>
        )
      ) : stores.length === 0 ? (
        <p className="admin-empty">{emptyText}</p>
      ) : (
        <ul className="admin-cards" aria-label={T['adminReview.storefronts.listLabel']}>
          {stores.map((store) => (
            <li key={store.merchantId} className="admin-card">
              <div className="admin-card__main">
                <h3 className="admin-card__title">{store.storeName}</h3>
                <dl className="admin-facts">
                  <div>
                    <dt>{T['adminReview.merchant']}</dt>
                    <dd>{store.merchantName}</dd>
                  </div>
                  <div>
                    <dt>{T['adminReview.status']}</dt>
                    <dd>
                      <span className={store.hidden ? 'admin-badge' : 'admin-badge admin-badge--ok'}>
                        {store.hidden
                          ? T['adminReview.hidden']
                          : store.isActive
                            ? T['adminReview.shown']
                            : T['adminReview.storefronts.inactive']}
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
                    {store.hidden ? T['adminReview.show'] : T['adminReview.hide']}
                    <span className="visually-hidden"> {store.storeName}</span>
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-expanded={open === store.merchantId}
                    disabled={!hydrated}
                    onClick={() => setOpen(open === store.merchantId ? null : store.merchantId)}
                  >
                    {T['adminReview.storefronts.products']}
                    <span className="visually-hidden">
                      {fill(T['adminReview.storefronts.ofStore'], { name: store.storeName })}
                    </span>
                  </button>
                  <a
                    className="button"
                    href={localePath(T.locale, `/merchantproductsite/${store.merchantId}`)}
                  >
                    {T['adminReview.storefronts.open']}
                    <span className="visually-hidden">
                      {fill(T['adminReview.storefronts.openOf'], { name: store.storeName })}
                    </span>
                  </a>
                </div>
                {open === store.merchantId && (
                  <CatalogueProducts
                    store={store}
                    emptyText={emptyText}
                    texts={T}
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
      <LoadMore texts={T} list={list} label={T['adminReview.loadMore']} />
    </div>
  );
}

function CatalogueProducts({
  store,
  emptyText,
  texts: T,
  busy,
  onToggle,
}: {
  store: AdminStorefront;
  emptyText: string;
  texts: StorefrontsModerationTexts;
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
      <LoadFailed
        texts={T}
        className="admin-empty"
        text={T['adminReview.storefronts.productsLoadFailed']}
        onRetry={list.reload}
      />
    ) : (
      <p className="admin-muted">{T['adminReview.loading']}</p>
    );
  if (products.length === 0) return <p className="admin-empty">{emptyText}</p>;
  return (
    <>
      <ul
        className="admin-cards"
        aria-label={fill(T['adminReview.storefronts.catalogueLabel'], { name: store.storeName })}
      >
        {products.map((product) => (
          <li key={product.id} className="admin-card">
            <div className="admin-card__main">
              <h4 className="admin-card__title">{product.productName}</h4>
              <p className="admin-muted">
                {product.brand} · {product.categoryName} · {formatPaise(rupeesToPaise(product.price))} ·{' '}
                {product.hidden ? T['adminReview.hidden'] : T['adminReview.shown']}
              </p>
              <div className="admin-actions">
                <button
                  type="button"
                  className={product.hidden ? 'button button--primary' : 'button button--danger'}
                  disabled={busy !== null}
                  onClick={() => void toggle(product)}
                >
                  {product.hidden ? T['adminReview.show'] : T['adminReview.hide']}
                  <span className="visually-hidden"> {product.productName}</span>
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore texts={T} list={list} label={T['adminReview.loadMore']} />
    </>
  );
}
