import { useId, useState } from 'react';
import { PRODUCTS_GRID_PAGE_SIZE } from '../../../functions/contract/limits.ts';
import type { ApprovedProduct } from '../../../functions/contract/site-content.ts';
import type { EmptyTexts } from '../../components/public-texts.ts';
import { formatPrice } from '../coupons/coupon-model.ts';
import { useJson } from './use-json.ts';
import './content.css';

/**
 * 'Pick Your Products' (spec: Home; section 9): approved product ads, 4 at first, then Show More /
 * Show Less. Each opens its merchant's page in a new tab.
 */
export default function ProductsGrid({ texts }: { texts: EmptyTexts }) {
  const loaded = useJson<ApprovedProduct[]>(
    '/api/AdminContent/products/approved',
    'Failed to load products:',
  );
  const [expanded, setExpanded] = useState(false);
  const listId = useId();

  if (loaded.status === 'loading')
    return <div className="products products--loading" aria-busy="true" data-testid="products-grid" />;
  const products = loaded.status === 'ready' ? loaded.data : [];
  if (products.length === 0)
    return (
      <p className="products__empty" data-testid="products-grid">
        {texts.noData}
      </p>
    );

  const shown = expanded ? products : products.slice(0, PRODUCTS_GRID_PAGE_SIZE);
  return (
    <div className="products" data-testid="products-grid">
      <ul className="products__list" id={listId}>
        {shown.map((product) => (
          <li key={product.id} className="product">
            {product.imageUrl ? (
              <img src={product.imageUrl} alt="" width={600} height={600} loading="lazy" decoding="async" />
            ) : (
              <p className="product__no-image">{texts.noImage}</p>
            )}
            <h3 className="product__name">
              <a href={product.merchantURL} target="_blank" rel="noopener noreferrer">
                {product.productName}
              </a>
            </h3>
            <p className="product__price">{formatPrice(product.price)}</p>
          </li>
        ))}
      </ul>
      {products.length > PRODUCTS_GRID_PAGE_SIZE && (
        <button
          type="button"
          className="button grid-toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show Less' : 'Show More'}
        </button>
      )}
    </div>
  );
}
