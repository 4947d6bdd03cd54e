import { formatPaise } from '../../../functions/contract/money.ts';
import { formatDateIn } from '../../../functions/contract/i18n/format.ts';
import { localePath, type Locale } from '../../../functions/contract/i18n/locales.ts';
import { orderPath, type OrderRow, type OrderStatus } from '../../../functions/contract/orders.ts';
import { DataTable } from '../data-table.tsx';
import { usePagedList } from '../forms/use-paged-list.ts';
import { LIST_KEYS, LoadFailed, LoadMore } from '../load-more.tsx';
import './orders.css';

/** The texts the dashboard picks for this island (issue 26). */
export const ORDERS_KEYS = [
  ...LIST_KEYS,
  'user.orders.loadFailed',
  'user.orders.none',
  'user.orders.caption',
  'user.orders.order',
  'user.orders.product',
  'user.orders.price',
  'user.orders.status',
  'user.orders.placed',
  'user.orders.statusPlaced',
  'user.orders.statusShipped',
  'user.orders.statusDelivered',
  'user.orders.statusCancelled',
  'user.loading',
] as const;

/** The user dashboard's Orders tab (issue 24 item 6): the shopper's Buy Now orders, each linking to its receipt. */
export default function MyOrders({
  locale,
  texts,
}: {
  locale: Locale;
  texts: Record<(typeof ORDERS_KEYS)[number], string>;
}) {
  const list = usePagedList<OrderRow>('/api/orders', { failureLog: 'Could not load my orders:' });
  const COLUMNS = [
    texts['user.orders.order'],
    texts['user.orders.product'],
    texts['user.orders.price'],
    texts['user.orders.status'],
    texts['user.orders.placed'],
  ] as const;
  const STATUS: Record<OrderStatus, string> = {
    placed: texts['user.orders.statusPlaced'],
    shipped: texts['user.orders.statusShipped'],
    delivered: texts['user.orders.statusDelivered'],
    cancelled: texts['user.orders.statusCancelled'],
  };
  if (list.status === 'error')
    return <LoadFailed texts={texts} text={texts['user.orders.loadFailed']} onRetry={list.reload} alert />;
  if (list.items === null) return <p role="status">{texts['user.loading']}</p>;
  if (list.items.length === 0) return <p>{texts['user.orders.none']}</p>;
  return (
    <div className="orders">
      <DataTable caption={texts['user.orders.caption']} texts={texts} columns={COLUMNS}>
        {list.items.map((order) => (
          <tr key={order.id} data-order={order.number}>
            <td data-label={COLUMNS[0]}>
              <a href={localePath(locale, orderPath(order.number))}>{order.number}</a>
            </td>
            <td data-label={COLUMNS[1]}>
              {order.productName}
              <span className="orders__store"> · {order.storeName}</span>
            </td>
            <td data-label={COLUMNS[2]}>{formatPaise(order.pricePaise)}</td>
            <td data-label={COLUMNS[3]}>
              <span className={`order-status order-status--${order.status}`}>{STATUS[order.status]}</span>
            </td>
            <td data-label={COLUMNS[4]}>{formatDateIn(locale, order.placedAt)}</td>
          </tr>
        ))}
      </DataTable>
      <LoadMore texts={texts} list={list} />
    </div>
  );
}
