import { useId, useState } from 'react';
import { formatPaise } from '../../../functions/contract/money.ts';
import { formatDateIn } from '../../../functions/contract/i18n/format.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { inLanguage } from '../../lib/in-language.ts';
import type { MerchantOrdersTexts } from '../../lib/merchant-sales-texts.ts';
import {
  deliveryLine,
  ORDER_STATUS_VALUES,
  type MerchantOrderRow,
  type OrderMoveAnswer,
  type OrderStatus,
} from '../../../functions/contract/orders.ts';
import { NetworkError, postJson } from '../../lib/api.ts';
import { DataTable } from '../data-table.tsx';
import { usePagedList } from '../forms/use-paged-list.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './orders.css';

type Texts = MerchantOrdersTexts;
const columnsOf = (T: Texts) =>
  [
    T['merchantSales.orders.colOrder'],
    T['merchantSales.orders.colProduct'],
    T['merchantSales.orders.colDeliverTo'],
    T['merchantSales.orders.colPrice'],
    T['merchantSales.orders.status'],
    T['merchantSales.orders.colPlaced'],
  ] as const;
const statusLabelsOf = (T: Texts): Record<OrderStatus, string> => ({
  placed: T['merchantSales.orders.placed'],
  shipped: T['merchantSales.orders.shipped'],
  delivered: T['merchantSales.orders.delivered'],
  cancelled: T['merchantSales.orders.cancelled'],
});
const actionLabelsOf = (T: Texts): Record<Exclude<OrderStatus, 'placed'>, string> => ({
  shipped: T['merchantSales.orders.markShipped'],
  delivered: T['merchantSales.orders.markDelivered'],
  cancelled: T['merchantSales.orders.cancelRefund'],
});

/**
 * The merchant dashboard's Orders tab (issue 24 item 6): the store's Buy Now orders, newest first,
 * filtered by status, each with the moves it allows (Mark shipped, Mark delivered, Cancel and refund –
 * which asks for the reason the shopper reads).
 */
export default function MerchantOrders({ texts: T }: { texts: MerchantOrdersTexts }) {
  const COLUMNS = columnsOf(T);
  const ORDER_STATUS_LABELS = statusLabelsOf(T);
  const ORDER_ACTION_LABELS = actionLabelsOf(T);
  const filterId = useId();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const list = usePagedList<MerchantOrderRow>(`/api/merchant/orders${status ? `?status=${status}` : ''}`, {
    failureLog: 'Could not load the orders:',
  });
  const [said, setSaid] = useState<{ text: string; error: boolean }>({ text: '', error: false });
  const [busy, setBusy] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<{ id: string; reason: string; error: string } | null>(null);

  async function move(order: MerchantOrderRow, to: OrderStatus, note?: string) {
    setBusy(order.id);
    setSaid({ text: '', error: false });
    try {
      const result = await postJson<OrderMoveAnswer>(`/api/merchant/orders/${order.id}/status`, {
        status: to,
        ...(note ? { note } : {}),
      });
      if (result.ok) {
        list.updateItem(order.id, result.data.order);
        setCancelling(null);
        // The API says it in English; another language says the same from the order it answered.
        const moved = result.data.order;
        const text =
          T.locale === 'en'
            ? result.data.message
            : to === 'cancelled'
              ? fill(T['merchantSales.orders.cancelledMsg'], {
                  number: moved.number,
                  refund: formatPaise(moved.pricePaise),
                })
              : fill(T['merchantSales.orders.moved'], {
                  number: moved.number,
                  status: ORDER_STATUS_LABELS[moved.status],
                });
        setSaid({ text, error: false });
      } else if (cancelling && result.fields.note) {
        setCancelling({ ...cancelling, error: inLanguage(T, result.fields.note) });
      } else {
        setSaid({ text: result.message ?? T['merchantSales.orders.changeFailed'], error: true });
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      setSaid({ text: T['merchantSales.orders.noAnswer'], error: true });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="orders">
      <div className="orders__filter">
        <label htmlFor={filterId}>{T['merchantSales.orders.status']}</label>
        <select
          id={filterId}
          className="input"
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
        >
          <option value="">{T['merchantSales.orders.all']}</option>
          {ORDER_STATUS_VALUES.map((value) => (
            <option key={value} value={value}>
              {ORDER_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <p
        role={said.error ? 'alert' : 'status'}
        className={said.error ? 'form-status form-status--error' : 'form-status'}
      >
        {said.text}
      </p>
      {list.status === 'error' ? (
        <LoadFailed texts={T} text={T['merchantSales.orders.loadFailed']} onRetry={list.reload} alert />
      ) : list.items === null ? (
        <p role="status">{T['merchantSales.orders.loading']}</p>
      ) : list.items.length === 0 ? (
        <p>{T['merchantSales.orders.none']}</p>
      ) : (
        <DataTable
          caption={T['merchantSales.orders.caption']}
          texts={T}
          columns={[...COLUMNS, T['merchantSales.orders.colAction']]}
        >
          {list.items.map((order) => (
            <tr key={order.id} data-order={order.number}>
              <td data-label={COLUMNS[0]}>
                {order.number}
                {order.shopperName && <span className="orders__store"> · {order.shopperName}</span>}
              </td>
              <td data-label={COLUMNS[1]}>{order.productName}</td>
              <td data-label={COLUMNS[2]} className="orders__address">
                {deliveryLine(order.delivery)}
              </td>
              <td data-label={COLUMNS[3]}>{formatPaise(order.pricePaise)}</td>
              <td data-label={COLUMNS[4]}>
                <span className={`order-status order-status--${order.status}`}>
                  {ORDER_STATUS_LABELS[order.status]}
                </span>
                {order.stockShort && order.status === 'placed' && (
                  <span className="orders__short">{T['merchantSales.orders.stockShort']}</span>
                )}
              </td>
              <td data-label={COLUMNS[5]}>{formatDateIn(T.locale, order.placedAt)}</td>
              <td className="data-table__actions">
                {cancelling?.id === order.id ? (
                  <form
                    className="orders__cancel"
                    onSubmit={(event) => {
                      event.preventDefault();
                      void move(order, 'cancelled', cancelling.reason.trim());
                    }}
                  >
                    <label htmlFor={`cancel-${order.id}`}>{T['merchantSales.orders.cancelPrompt']}</label>
                    <textarea
                      id={`cancel-${order.id}`}
                      className="input"
                      maxLength={300}
                      value={cancelling.reason}
                      aria-invalid={cancelling.error ? true : undefined}
                      aria-describedby={cancelling.error ? `cancel-${order.id}-error` : undefined}
                      onChange={(event) =>
                        setCancelling({ ...cancelling, reason: event.target.value, error: '' })
                      }
                    />
                    {cancelling.error && (
                      <p id={`cancel-${order.id}-error`} className="field__error">
                        {cancelling.error}
                      </p>
                    )}
                    <div className="orders__actions">
                      <button type="submit" className="button button--danger" disabled={busy === order.id}>
                        {T['merchantSales.orders.cancelRefund']}
                      </button>
                      <button type="button" className="button" onClick={() => setCancelling(null)}>
                        {T['merchantSales.orders.keep']}
                      </button>
                    </div>
                  </form>
                ) : (
                  <div className="orders__actions">
                    {order.next.map((to) =>
                      to === 'placed' ? null : (
                        <button
                          key={to}
                          type="button"
                          className={to === 'cancelled' ? 'button' : 'button button--primary'}
                          disabled={busy === order.id}
                          aria-label={`${ORDER_ACTION_LABELS[to]}: ${order.number}`}
                          onClick={() =>
                            to === 'cancelled'
                              ? setCancelling({ id: order.id, reason: '', error: '' })
                              : void move(order, to)
                          }
                        >
                          {ORDER_ACTION_LABELS[to]}
                        </button>
                      ),
                    )}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <LoadMore texts={T} list={list} label={T['merchantSales.orders.loadMore']} />
    </div>
  );
}
