/**
 * Orders from a storefront's Buy Now (issue 24 item 6, decision 0074): the texts, rules and shapes
 * the payment page's address step, the receipt (/orders/{number}), the shopper's My Orders, the
 * merchant's Orders tab and the API share. Zod-free: islands import it (the schemas are in
 * orders-schemas.ts).
 */
import { toIndianMobile } from './rules.ts';

export const ORDER_STATUS_VALUES = ['placed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];

/** Where an order may go from each status: forward only; cancelling refunds the payment in full. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The merchant's button for each move. */
export const ORDER_ACTION_LABELS: Record<Exclude<OrderStatus, 'placed'>, string> = {
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel and refund',
};

/** The receipt's address: the order number is 'DS' and ten capitals or digits. */
export const ORDER_NUMBER_PATTERN = /^DS[0-9A-Z]{10}$/;
export const orderPath = (number: string) => `/orders/${number}`;
/** The shopper's list of orders (the user dashboard's Orders tab). */
export const MY_ORDERS_PATH = '/user/dashboard?tab=orders';

export const DELIVERY_LIMITS = {
  name: { min: 2, max: 80 },
  address: { min: 10, max: 300 },
  city: { min: 2, max: 60 },
} as const;

/** Where a Buy Now goes, as stored (the phone as ten digits, the PIN as six). */
export interface DeliveryAddress {
  name: string;
  phone: string;
  address: string;
  city: string;
  pin: string;
}

/** An Indian PIN code: six digits, the first 1–9. */
export const isIndianPin = (pin: string) => /^[1-9]\d{5}$/.test(pin);

export const orderMessages = {
  deliveryHeading: 'Delivery address',
  deliveryIntro: 'Where should the parcel go? The store ships to this address.',
  nameLabel: 'Full name',
  phoneLabel: 'Mobile number',
  addressLabel: 'Address (house, street, area)',
  cityLabel: 'Town or city',
  pinLabel: 'PIN code',
  continueToPay: 'Continue to pay',
  editAddress: 'Change address',
  deliverTo: 'Deliver to',
  badName: `Please enter the name of the person receiving the parcel (${DELIVERY_LIMITS.name.min} to ${DELIVERY_LIMITS.name.max} characters).`,
  badPhone: 'Please enter a 10-digit Indian mobile number for the delivery (+91, 91 or a leading 0 is fine).',
  badAddress: `Please enter the delivery address: house, street and area (${DELIVERY_LIMITS.address.min} to ${DELIVERY_LIMITS.address.max} characters).`,
  badCity: `Please enter the town or city (${DELIVERY_LIMITS.city.min} to ${DELIVERY_LIMITS.city.max} characters).`,
  badPin: 'Please enter a valid 6-digit PIN code (it cannot start with 0).',
  signInToBuy: 'Please sign in to buy: your order and its receipt are kept in your account.',
  signInToBuyLink: 'Sign in to buy',
  outOfStock: 'Out of stock: this product cannot be bought right now.',
  outOfStockShort: 'Out of stock',
  onlyLeft: (count: number) => `Only ${count} left`,
  mrp: 'MRP',
  youSave: (paise: string) => `You save ${paise}`,
  orderNotFound: 'Order not found.',
  badTransition: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
  cancelReasonNeeded: 'Please give a reason for cancelling (the shopper reads it), up to 300 characters.',
  noteTooLong: 'The note may be at most 300 characters.',
  moved: (number: string, to: OrderStatus) =>
    `Order ${number} is now ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
  cancelled: (number: string, refund: string) => `Order ${number} is cancelled and ${refund} is refunded.`,
  refundedBy: 'Refunded in full',
  receiptTitle: (number: string) => `Order ${number}`,
  receiptThanks: 'Thank you for your order. The store has it and will ship it to the address below.',
  pricePaid: 'Price paid',
  status: 'Status',
  history: 'History',
  cashback: 'Cashback',
  cashbackPending: (amount: string) => `${amount} pending (it confirms after the return window)`,
  cashbackConfirmed: (amount: string) => `${amount} confirmed`,
  cashbackReversed: (amount: string) => `${amount} reversed: the order was cancelled and refunded`,
  refund: 'Refund',
  refundMade: (amount: string) => `${amount} refunded to the way you paid`,
  myOrders: 'My orders',
  noOrders: 'You have no orders yet. Buy Now on a store page to place one.',
  merchantNoOrders: 'No orders yet. Orders appear here when shoppers pay with Buy Now on your store page.',
  stockShort: 'Paid after the stock ran out: ship it if you can, or cancel to refund.',
  cancelPrompt: 'Why is this order cancelled? The shopper reads this.',
  confirmCancel: 'Cancel and refund',
  keepOrder: 'Keep the order',
  filterAll: 'All',
  viewReceipt: 'View receipt',
} as const;

export const orderEmailTexts = {
  placedSubject: (number: string) => `Your order ${number} is placed`,
  placed: (product: string, store: string, amount: string) =>
    `Thank you for buying ${product} from ${store}. You paid ${amount}.`,
  placedAddress: (to: string) => `It will be shipped to: ${to}.`,
  statusSubject: (number: string, status: OrderStatus) =>
    `Your order ${number} is ${ORDER_STATUS_LABELS[status].toLowerCase()}`,
  shipped: (product: string, store: string) => `${store} has shipped ${product}.`,
  delivered: (product: string) => `${product} is marked delivered. We hope you like it.`,
  cancelled: (product: string, store: string, refund: string, reason: string) =>
    `${store} cancelled your order of ${product} and refunded ${refund}. Reason: ${reason}`,
  action: 'View your order',
} as const;

/** The address on one line, as the receipt, the email and the merchant read it. */
export function deliveryLine(d: DeliveryAddress): string {
  return `${d.name}, ${d.address}, ${d.city} – ${d.pin} (+91 ${d.phone})`;
}

/**
 * Checks a typed address; answers the stored form (trimmed, phone as ten digits) or the field messages.
 * The API's schema (orders-schemas.ts) and the address step use this one function.
 */
export function checkDelivery(input: {
  name?: unknown;
  phone?: unknown;
  address?: unknown;
  city?: unknown;
  pin?: unknown;
}):
  | { ok: true; value: DeliveryAddress }
  | { ok: false; errors: Partial<Record<keyof DeliveryAddress, string>> } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');
  const within = (value: string, limits: { min: number; max: number }) =>
    value.length >= limits.min && value.length <= limits.max;
  const name = text(input.name);
  const address = typeof input.address === 'string' ? input.address.trim().replace(/[ \t]+/g, ' ') : '';
  const city = text(input.city);
  const pin = text(input.pin).replace(/\s/g, '');
  const phone = toIndianMobile(typeof input.phone === 'string' ? input.phone : '');
  const errors: Partial<Record<keyof DeliveryAddress, string>> = {};
  if (!within(name, DELIVERY_LIMITS.name)) errors.name = orderMessages.badName;
  if (!phone) errors.phone = orderMessages.badPhone;
  if (!within(address, DELIVERY_LIMITS.address)) errors.address = orderMessages.badAddress;
  if (!within(city, DELIVERY_LIMITS.city)) errors.city = orderMessages.badCity;
  if (!isIndianPin(pin)) errors.pin = orderMessages.badPin;
  if (Object.keys(errors).length > 0 || !phone) return { ok: false, errors };
  return { ok: true, value: { name, phone, address, city, pin } };
}

/** One order in the shopper's list and the merchant's Orders tab. */
export interface OrderRow {
  id: string;
  number: string;
  productName: string;
  storeName: string;
  pricePaise: number;
  mrpPaise: number | null;
  status: OrderStatus;
  placedAt: string;
}

/** The merchant's row: the shopper, the address and what the merchant may do next. */
export interface MerchantOrderRow extends OrderRow {
  shopperName: string | null;
  delivery: DeliveryAddress;
  stockShort: boolean;
  next: OrderStatus[];
}

export interface OrderEventView {
  status: OrderStatus;
  at: string;
  note: string | null;
}

/** The receipt (GET /api/orders/{number}, /orders/{number}). */
export interface OrderReceipt extends OrderRow {
  delivery: DeliveryAddress;
  cancelReason: string | null;
  events: OrderEventView[];
  /** What was refunded, once any. */
  refundedPaise: number | null;
  /** The order's cashback and where it stands; null when it earned none. */
  cashback: {
    amountPaise: number;
    state: 'pending' | 'confirmed' | 'reversed';
    reversedPaise: number;
  } | null;
}

/** POST /api/merchant/orders/{id}/status answers this. */
export interface OrderMoveAnswer {
  message: string;
  order: MerchantOrderRow;
}
