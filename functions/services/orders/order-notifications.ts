import { and, eq, isNull, or } from 'drizzle-orm';
import { siteOriginOf } from '../../config.ts';
import { formatPaise } from '../../contract/money.ts';
import { deliveryLine, orderEmailTexts as T, orderPath, type OrderStatus } from '../../contract/orders.ts';
import { accounts, payments, shopOrders } from '../../db/schema/index.ts';
import { localePath, toLocale, type Locale } from '../../contract/i18n/locales.ts';
import { composeEmail, mailGreeting, mailText } from '../email/compose-email.ts';
import { claim, safely, type NotifyDeps } from '../notifications/cashback-notifications.ts';

/**
 * The shopper's order emails (decision 0074): the receipt when the order is placed, then one for each
 * status it reaches (shipped, delivered, cancelled with its refund). Transactional: no email category to
 * turn off, but like every email of ours only to a verified address of an account not deleted. Sent
 * after the write committed, by whoever made it (verify, the test checkout, the webhook, the merchant's
 * move, an administrator's refund), once per order and status (sent_notifications), never throwing.
 * `ids` name the order (ours), or its payment (the provider's order or payment id, or ours).
 */
export async function notifyOrderUpdate(
  deps: NotifyDeps,
  ids: {
    shopOrderId?: string;
    orderId?: string | null;
    providerPaymentId?: string | null;
    paymentId?: string | null;
  },
): Promise<void> {
  await safely(deps, 'order update', async () => {
    const conditions = [
      ...(ids.shopOrderId ? [eq(shopOrders.id, ids.shopOrderId)] : []),
      ...(ids.orderId ? [eq(payments.providerOrderId, ids.orderId)] : []),
      ...(ids.providerPaymentId ? [eq(payments.providerPaymentId, ids.providerPaymentId)] : []),
      ...(ids.paymentId ? [eq(payments.id, ids.paymentId)] : []),
    ];
    if (conditions.length === 0) return;
    const [order] = await deps.db
      .select({
        id: shopOrders.id,
        number: shopOrders.number,
        status: shopOrders.status,
        productName: shopOrders.productName,
        storeName: shopOrders.storeName,
        pricePaise: shopOrders.pricePaise,
        refundedPaise: payments.refundedPaise,
        cancelReason: shopOrders.cancelReason,
        deliveryName: shopOrders.deliveryName,
        deliveryPhone: shopOrders.deliveryPhone,
        deliveryAddress: shopOrders.deliveryAddress,
        deliveryCity: shopOrders.deliveryCity,
        deliveryPin: shopOrders.deliveryPin,
        accountId: accounts.id,
        email: accounts.email,
        name: accounts.displayName,
        language: accounts.language,
        confirmed: accounts.isEmailConfirmed,
      })
      .from(shopOrders)
      .innerJoin(payments, eq(payments.id, shopOrders.paymentId))
      .innerJoin(accounts, and(eq(accounts.id, shopOrders.accountId), isNull(accounts.deletedAt)))
      .where(or(...conditions))
      .limit(1);

    if (!order?.email || !order.confirmed) return;
    if (!(await claim(deps, `order_${order.status}:${order.id}`, order.accountId))) return;
    const locale = toLocale(order.language);
    const paragraphs = paragraphsOf(locale, order.status, order);
    const origin = siteOriginOf(deps.config);
    await deps.mailer.sendEmail(
      composeEmail({
        locale,
        to: order.email,
        subject: mailText(
          locale,
          order.status === 'placed'
            ? T.placedSubject(order.number)
            : T.statusSubject(order.number, order.status),
          SUBJECT_KEY[order.status],
          { number: order.number },
        ),
        greeting: mailGreeting(locale, order.name),
        paragraphs,
        action: {
          label: mailText(locale, T.action, 'email.orderAction'),
          url: new URL(localePath(locale, orderPath(order.number)), origin).href,
        },
      }),
    );
  });
}

const SUBJECT_KEY = {
  placed: 'email.orderPlacedSubject',
  shipped: 'email.orderShippedSubject',
  delivered: 'email.orderDeliveredSubject',
  cancelled: 'email.orderCancelledSubject',
} as const satisfies Record<OrderStatus, string>;

function paragraphsOf(
  locale: Locale,
  status: OrderStatus,
  order: {
    productName: string;
    storeName: string;
    pricePaise: number;
    refundedPaise: number | null;
    cancelReason: string | null;
    deliveryName: string;
    deliveryPhone: string;
    deliveryAddress: string;
    deliveryCity: string;
    deliveryPin: string;
  },
): string[] {
  const facts = { product: order.productName, store: order.storeName };
  switch (status) {
    case 'placed': {
      const amount = formatPaise(order.pricePaise);
      const address = deliveryLine({
        name: order.deliveryName,
        phone: order.deliveryPhone,
        address: order.deliveryAddress,
        city: order.deliveryCity,
        pin: order.deliveryPin,
      });
      return [
        mailText(locale, T.placed(order.productName, order.storeName, amount), 'email.orderPlaced', {
          ...facts,
          amount,
        }),
        mailText(locale, T.placedAddress(address), 'email.orderAddress', { address }),
      ];
    }
    case 'shipped':
      return [mailText(locale, T.shipped(order.productName, order.storeName), 'email.orderShipped', facts)];
    case 'delivered':
      return [mailText(locale, T.delivered(order.productName), 'email.orderDelivered', facts)];
    case 'cancelled': {
      const amount = formatPaise(order.refundedPaise ?? order.pricePaise);
      const reason = order.cancelReason ?? '';
      return [
        mailText(
          locale,
          T.cancelled(order.productName, order.storeName, amount, reason),
          'email.orderCancelled',
          { ...facts, amount, reason },
        ),
      ];
    }
  }
}
