import { useState } from 'react';
import type { MyCatalogueProduct, MyCategory } from '../../../functions/contract/catalogue.ts';
import { formatCount } from '../../../functions/contract/sales-import.ts';
import { formatPaise } from '../../../functions/contract/money.ts';
import { SITE_TEXT_LIMITS } from '../../../functions/contract/rules.ts';
import { sendJson } from '../../lib/api.ts';
import { FormStatus, TextField } from '../forms/fields.tsx';
import { usePagedList } from '../forms/use-paged-list.ts';
import { useRowAction } from '../forms/use-row-action.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import { CatalogueProductForm } from './own-store-forms.tsx';
import { fill, type SiteTexts } from './site-texts.ts';

/**
 * The merchant's catalogue in Site creation (issue 24 item 7; decision 0075): my products with Edit,
 * Hide or Show and Delete (after a confirm step), and my categories with Rename, Hide or Show and
 * Delete. Edits are live at once: catalogue products have no approval step (decision 0029).
 */
export function MyCatalogue(props: {
  /** The level of this list's heading (the page's sections are h2 on /merchantpage, h3 in the dashboard). */
  headingLevel: 2 | 3;
  categories: MyCategory[];
  hydrated: boolean;
  /** A new value reads the list again (a product added or imported). */
  refreshKey: number;
  onChanged: () => void;
  /** Site creation's texts, for the edit form (issue 26). */
  siteTexts: SiteTexts;
}) {
  const texts = props.siteTexts;
  const statusLabels: Record<MyCatalogueProduct['status'], string> = {
    live: texts['merchantSite.catalogue.statusLive'],
    hidden: texts['merchantSite.catalogue.statusHidden'],
    adminHidden: texts['merchantSite.catalogue.statusAdminHidden'],
  };
  const list = usePagedList<MyCatalogueProduct>('/api/merchantpage/my-products', {
    failureLog: 'Failed to load your catalogue:',
    refreshKey: props.refreshKey,
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const action = useRowAction();
  const busy = action.busy !== null;
  const products = list.items;
  const Title = props.headingLevel === 2 ? 'h2' : 'h3';
  const ItemTitle = props.headingLevel === 2 ? 'h3' : 'h4';

  const setHidden = (product: MyCatalogueProduct, hidden: boolean) =>
    action.run(
      product.id,
      () =>
        sendJson<{ message: string; product: MyCatalogueProduct }>(
          'POST',
          `/api/merchantpage/products/${product.id}/visibility`,
          { hidden },
        ),
      {
        successText: (data) => data.message,
        failureText: (failure) => failure?.message ?? texts['merchantSite.catalogue.productNotFound'],
        onSuccess: (data) => list.updateItem(product.id, () => data.product),
      },
    );

  const remove = (product: MyCatalogueProduct) =>
    action.run(
      product.id,
      () => sendJson<{ message: string }>('DELETE', `/api/merchantpage/products/${product.id}`),
      {
        successText: (data) => data.message,
        failureText: (failure) => failure?.message ?? texts['merchantSite.catalogue.productNotFound'],
        onSuccess: () => {
          list.removeItem(product.id);
          setConfirming(null);
          props.onChanged();
        },
      },
    );

  return (
    <section className="catalogue" aria-labelledby="my-catalogue-title">
      <Title id="my-catalogue-title" className="catalogue__title">
        {texts['merchantSite.catalogue.productsTitle']}
      </Title>
      <FormStatus status={action.status} />
      {list.status === 'error' ? (
        <LoadFailed
          texts={texts}
          alert
          text={texts['merchantSite.catalogue.loadFailed']}
          onRetry={list.reload}
        />
      ) : products === null ? (
        <p role="status">{texts['merchantSite.catalogue.loading']}</p>
      ) : products.length === 0 ? (
        <p>{texts['merchantSite.catalogue.noProducts']}</p>
      ) : (
        <ul className="catalogue__list" aria-label={texts['merchantSite.catalogue.productsTitle']}>
          {products.map((product) => (
            <li key={product.id} className={`catalogue-item catalogue-item--${product.status}`}>
              {product.image ? (
                <img
                  className="catalogue-item__image"
                  src={product.image.url}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="catalogue-item__image" aria-hidden="true" />
              )}
              <div className="catalogue-item__main">
                <ItemTitle className="catalogue-item__name">{product.productName}</ItemTitle>
                <p className="catalogue-item__meta">
                  <strong>{formatPaise(product.pricePaise)}</strong>
                  {product.mrpPaise !== null && product.mrpPaise > product.pricePaise && (
                    <>
                      {' '}
                      <span className="catalogue-item__mrp">
                        MRP <s>{formatPaise(product.mrpPaise)}</s>
                      </span>
                    </>
                  )}{' '}
                  · {product.categoryName} ·{' '}
                  {product.stockCount !== null && (
                    <>
                      <span className="catalogue-item__stock">
                        {product.stockCount === 0
                          ? texts['merchantSite.catalogue.outOfStock']
                          : fill(texts['merchantSite.catalogue.inStock'], {
                              count: formatCount(product.stockCount),
                            })}
                      </span>{' '}
                      ·{' '}
                    </>
                  )}
                  <span className="catalogue-item__status">{statusLabels[product.status]}</span>
                </p>
                {editing === product.id ? (
                  <CatalogueProductForm
                    categories={props.categories}
                    hydrated={props.hydrated}
                    texts={texts}
                    editing={product}
                    onSaved={(saved) => {
                      if (saved) list.updateItem(product.id, () => saved);
                      setEditing(null);
                      action.setStatus({ tone: 'success', text: texts['merchantSite.msg.productSaved'] });
                    }}
                    onCancel={() => setEditing(null)}
                  />
                ) : confirming === product.id ? (
                  <div
                    className="catalogue-item__confirm"
                    role="group"
                    aria-label={texts['merchantSite.catalogue.confirmLabel']}
                  >
                    <p>
                      {fill(texts['merchantSite.catalogue.confirmDelete'], { name: product.productName })}
                    </p>
                    <button
                      type="button"
                      className="button catalogue__danger"
                      disabled={busy}
                      onClick={() => void remove(product)}
                    >
                      {texts['merchantSite.catalogue.yesDelete']}
                    </button>
                    <button type="button" className="button" onClick={() => setConfirming(null)}>
                      {texts['merchantSite.catalogue.keep']}
                    </button>
                  </div>
                ) : (
                  <div className="catalogue-item__actions">
                    <button
                      type="button"
                      className="button"
                      disabled={!props.hydrated || busy}
                      aria-label={fill(texts['merchantSite.form.editProduct'], { name: product.productName })}
                      onClick={() => {
                        action.setStatus(null);
                        setConfirming(null);
                        setEditing(product.id);
                      }}
                    >
                      {texts['merchantSite.catalogue.edit']}
                    </button>
                    {product.status !== 'adminHidden' && (
                      <button
                        type="button"
                        className="button"
                        disabled={!props.hydrated || busy}
                        aria-label={fill(
                          texts[
                            product.status === 'hidden'
                              ? 'merchantSite.catalogue.showLabel'
                              : 'merchantSite.catalogue.hideLabel'
                          ],
                          { name: product.productName },
                        )}
                        onClick={() => void setHidden(product, product.status !== 'hidden')}
                      >
                        {product.status === 'hidden'
                          ? texts['merchantSite.catalogue.show']
                          : texts['merchantSite.catalogue.hide']}
                      </button>
                    )}
                    <button
                      type="button"
                      className="button"
                      disabled={!props.hydrated || busy}
                      aria-label={fill(texts['merchantSite.catalogue.deleteLabel'], {
                        name: product.productName,
                      })}
                      onClick={() => {
                        action.setStatus(null);
                        setEditing(null);
                        setConfirming(product.id);
                      }}
                    >
                      {texts['merchantSite.catalogue.delete']}
                    </button>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore texts={texts} list={list} label={texts['merchantSite.catalogue.loadMore']} />
    </section>
  );
}

/** My categories, with Rename, Hide or Show and Delete; `onChange` gives the list after a change. */
export function MyCategories(props: {
  headingLevel: 2 | 3;
  categories: MyCategory[];
  hydrated: boolean;
  onChange: (categories: MyCategory[]) => void;
  siteTexts: SiteTexts;
}) {
  const texts = props.siteTexts;
  const action = useRowAction();
  const busy = action.busy !== null;
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const Title = props.headingLevel === 2 ? 'h2' : 'h3';
  const replace = (category: MyCategory) =>
    props.onChange(props.categories.map((item) => (item.id === category.id ? category : item)));

  const change = (category: MyCategory, body: { categoryName?: string; isActive?: boolean }) =>
    action.run(
      category.id,
      () =>
        sendJson<{ message: string; category: MyCategory }>(
          'PATCH',
          `/api/MerchantCategories/${category.id}`,
          body,
        ),
      {
        successText: (data) => data.message,
        failureText: (failure) => failure?.message ?? texts['merchantSite.catalogue.categoryNotFound'],
        onSuccess: (data) => {
          replace(data.category);
          setRenaming(null);
        },
      },
    );

  const remove = (category: MyCategory) =>
    action.run(
      category.id,
      () => sendJson<{ message: string }>('DELETE', `/api/MerchantCategories/${category.id}`),
      {
        successText: (data) => data.message,
        failureText: (failure) => failure?.message ?? texts['merchantSite.catalogue.categoryNotFound'],
        onSuccess: () => props.onChange(props.categories.filter((item) => item.id !== category.id)),
      },
    );

  return (
    <section className="catalogue" aria-labelledby="my-categories-title">
      <Title id="my-categories-title" className="catalogue__title">
        {texts['merchantSite.catalogue.categoriesTitle']}
      </Title>
      <FormStatus status={action.status} />
      {props.categories.length === 0 ? (
        <p>{texts['merchantSite.catalogue.noCategories']}</p>
      ) : (
        <ul className="catalogue__categories" aria-label={texts['merchantSite.catalogue.categoriesTitle']}>
          {props.categories.map((category) => (
            <li key={category.id} className="catalogue-category">
              {renaming?.id === category.id ? (
                <form
                  className="catalogue-category__rename"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void change(category, { categoryName: renaming.name.trim() });
                  }}
                >
                  <TextField
                    label={fill(texts['merchantSite.catalogue.newName'], { name: category.categoryName })}
                    name="categoryName"
                    value={renaming.name}
                    maxLength={SITE_TEXT_LIMITS.categoryName}
                    required
                    onChange={(name) => setRenaming({ id: category.id, name })}
                  />
                  <button type="submit" className="button button--primary" disabled={busy}>
                    {texts['merchantSite.catalogue.save']}
                  </button>
                  <button type="button" className="button" onClick={() => setRenaming(null)}>
                    {texts['merchant.products.cancel']}
                  </button>
                </form>
              ) : (
                <>
                  <span className="catalogue-category__name">
                    {category.categoryName}{' '}
                    <span className="catalogue-category__count">
                      (
                      {fill(
                        texts[
                          category.productCount === 1
                            ? 'merchantSite.catalogue.countOne'
                            : 'merchantSite.catalogue.countOther'
                        ],
                        { count: category.productCount },
                      )}
                      {category.isActive ? '' : `, ${texts['merchantSite.catalogue.hidden']}`})
                    </span>
                  </span>
                  <span className="catalogue-item__actions">
                    <button
                      type="button"
                      className="button"
                      disabled={!props.hydrated || busy}
                      aria-label={fill(texts['merchantSite.catalogue.renameLabel'], {
                        name: category.categoryName,
                      })}
                      onClick={() => setRenaming({ id: category.id, name: category.categoryName })}
                    >
                      {texts['merchantSite.catalogue.rename']}
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={!props.hydrated || busy}
                      aria-label={fill(
                        texts[
                          category.isActive
                            ? 'merchantSite.catalogue.hideLabel'
                            : 'merchantSite.catalogue.showLabel'
                        ],
                        { name: category.categoryName },
                      )}
                      onClick={() => void change(category, { isActive: !category.isActive })}
                    >
                      {category.isActive
                        ? texts['merchantSite.catalogue.hide']
                        : texts['merchantSite.catalogue.show']}
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={!props.hydrated || busy}
                      aria-label={fill(texts['merchantSite.catalogue.deleteLabel'], {
                        name: category.categoryName,
                      })}
                      onClick={() => void remove(category)}
                    >
                      {texts['merchantSite.catalogue.delete']}
                    </button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
