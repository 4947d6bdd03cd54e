import { formatPaise } from '../../../functions/contract/money.ts';
import { formatIndiaDate } from '../../../functions/contract/india-time.ts';
import {
  ORDER_STATUS_LABELS,
  orderMessages as T,
  orderPath,
  type OrderRow,
} from '../../../functions/contract/orders.ts';
import { DataTable } from '../data-table.tsx';
import { usePagedList } from '../forms/use-paged-list.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './orders.css';

const COLUMNS = ['Order', 'Product', 'Price paid', 'Status', 'Placed'] as const;

/** The user dashboard's Orders tab (issue 24 item 6): the shopper's Buy Now orders, each linking to its receipt. */
export default function MyOrders() {
  const list = usePagedList<OrderRow>('/api/orders', { failureLog: 'Could not load my orders:' });
  if (list.status === 'error')
    return <LoadFailed text="Your orders could not be loaded." onRetry={list.reload} alert />;
  if (list.items === null) return <p role="status">Loading…</p>;
  if (list.items.length === 0) return <p>{T.noOrders}</p>;
  return (
    <div className="orders">
      <DataTable caption={T.myOrders} columns={COLUMNS}>
        {list.items.map((order) => (
          <tr key={order.id} data-order={order.number}>
            <td data-label={COLUMNS[0]}>
              <a href={orderPath(order.number)}>{order.number}</a>
            </td>
            <td data-label={COLUMNS[1]}>
              {order.productName}
              <span className="orders__store"> · {order.storeName}</span>
            </td>
            <td data-label={COLUMNS[2]}>{formatPaise(order.pricePaise)}</td>
            <td data-label={COLUMNS[3]}>
              <span className={`order-status order-status--${order.status}`}>
                {ORDER_STATUS_LABELS[order.status]}
              </span>
            </td>
            <td data-label={COLUMNS[4]}>{formatIndiaDate(order.placedAt)}</td>
          </tr>
        ))}
      </DataTable>
      <LoadMore list={list} />
    </div>
  );
}
