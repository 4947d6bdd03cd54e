import { PRODUCTS_GRID_PAGE_SIZE } from '../../../functions/contract/limits.ts';
import type { ApprovedProduct } from '../../../functions/contract/site-content.ts';
import type { ProductsTexts } from '../../lib/public-texts.ts';
import { formatPrice } from '../coupons/coupon-model.ts';
import { useJson } from './use-json.ts';
import { useShowMore } from './use-show-more.tsx';

/**
 * 'Pick Your Products' (spec: Home; section 9): approved product ads, 4 at first, then Show More /
 * Show Less. Each opens its merchant's page in a new tab.
 */
export default function ProductsGrid({ texts }: { texts: ProductsTexts }) {
  const loaded = useJson<ApprovedProduct[]>(
    '/api/AdminContent/products/approved',
    'Failed to load products:',
  );
  const products = loaded.status === 'ready' ? loaded.data : [];
  const { shown, listId, toggle } = useShowMore(products, PRODUCTS_GRID_PAGE_SIZE, {
    more: texts['content.showMore'],
    less: texts['content.showLess'],
  });

  if (loaded.status === 'loading')
    return <div className="products products--loading" aria-busy="true" data-testid="products-grid" />;
  if (products.length === 0)
    return (
      <p className="products__empty" data-testid="products-grid">
        {texts['content.noData']}
      </p>
    );

  return (
    <div className="products" data-testid="products-grid">
      <ul className="products__list" id={listId}>
        {shown.map((product) => (
          <li key={product.id} className="product">
            {product.imageUrl ? (
              <img src={product.imageUrl} alt="" width={600} height={600} loading="lazy" decoding="async" />
            ) : (
              <p className="product__no-image">{texts['content.noImage']}</p>
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
      {toggle}
    </div>
  );
}
