import { useEffect, useState } from 'react';
import type {
  AdminCatalogueProduct,
  AdminStorefront,
  storefrontMessages,
} from '../../../functions/contract/storefront.ts';
import { FormStatus } from '../forms/fields.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import type { Status } from '../forms/use-form.ts';
import { type FetchedPage, getPage, NetworkError, postJson } from '../../lib/api.ts';
import { LoadMore } from '../load-more.tsx';
import { formatPaise, rupeesToPaise } from '../../../functions/contract/money.ts';
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
  const [stores, setStores] = useState<AdminStorefront[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getPage<AdminStorefront>('/api/admin/storefronts', { signal: controller.signal })
      .then((page) => {
        setStores(page.items);
        setNext(page.next);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load the storefronts:', error);
        setLoadFailed(true);
        setStores([]);
      });
    return () => controller.abort();
  }, []);

  const addPage = (page: FetchedPage<AdminStorefront>) => {
    setStores((current) => [...(current ?? []), ...page.items]);
    setNext(page.next);
  };

  /** POSTs a hide or show; true when the server made the change. */
  const toggle = async (key: string, path: string, successText: string) => {
    setBusy(key);
    setStatus(null);
    let ok = false;
    try {
      ok = (await postJson(path)).ok;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
    }
    setStatus(
      ok ? { tone: 'success', text: successText } : { tone: 'error', text: messages.visibilityFailed },
    );
    setBusy(null);
    return ok;
  };

  const toggleStore = async (store: AdminStorefront) => {
    const hide = !store.hidden;
    const path = `/api/admin/storefronts/${store.merchantId}/${hide ? 'hide' : 'show'}`;
    if (await toggle(store.merchantId, path, hide ? messages.storeHidden : messages.storeShown)) {
      setStores(
        (current) =>
          current?.map((row) => (row.merchantId === store.merchantId ? { ...row, hidden: hide } : row)) ??
          null,
      );
    }
  };

  return (
    <div className="admin-tab">
      <FormStatus status={status} />
      {stores === null ? (
        <p className="admin-muted">Loading…</p>
      ) : stores.length === 0 ? (
        <p className="admin-empty">{loadFailed ? 'The storefronts could not be loaded.' : emptyText}</p>
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
                    onToggle={(product) => {
                      const hide = !product.hidden;
                      return toggle(
                        product.id,
                        `/api/admin/storefronts/products/${product.id}/${hide ? 'hide' : 'show'}`,
                        hide ? messages.productHidden : messages.productShown,
                      );
                    }}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore next={next} onPage={addPage} />
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
  onToggle: (product: AdminCatalogueProduct) => Promise<boolean>;
}) {
  const [products, setProducts] = useState<AdminCatalogueProduct[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getPage<AdminCatalogueProduct>(`/api/admin/storefronts/${store.merchantId}/products`, {
      signal: controller.signal,
    })
      .then((page) => {
        setProducts(page.items);
        setNext(page.next);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load the catalogue products:', error);
        setLoadFailed(true);
        setProducts([]);
      });
    return () => controller.abort();
  }, [store.merchantId]);

  const toggle = async (product: AdminCatalogueProduct) => {
    if (await onToggle(product)) {
      setProducts(
        (current) =>
          current?.map((row) => (row.id === product.id ? { ...row, hidden: !product.hidden } : row)) ?? null,
      );
    }
  };

  if (products === null) return <p className="admin-muted">Loading…</p>;
  if (products.length === 0)
    return <p className="admin-empty">{loadFailed ? 'The products could not be loaded.' : emptyText}</p>;
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
      <LoadMore
        next={next}
        onPage={(page: FetchedPage<AdminCatalogueProduct>) => {
          setProducts((current) => [...(current ?? []), ...page.items]);
          setNext(page.next);
        }}
      />
    </>
  );
}
