import { useEffect, useState } from 'react';
import type { CheckoutOptions, PaymentStatusAnswer } from '../../../functions/contract/payments.ts';
import { createPaymentOrder, NetworkError, verifyPayment, type ApiResult } from '../../lib/api.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { checkDelivery, orderPath, type DeliveryAddress } from '../../../functions/contract/orders.ts';
import { TextField } from '../forms/fields.tsx';
import './payment-panel.css';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface Props {
  /** What POST /api/payments/orders is sent: what is paid for, never a product's amount. */
  order: unknown;
  provider: 'razorpay' | 'test';
  /** A Buy Now (issue 24 item 6): the address step comes first, prefilled with the buyer's name. */
  delivery?: { name: string } | null;
  /** The panel's texts in the page's language (issue 26), picked on the server. */
  texts: PaymentPanelTexts;
}

export type PaymentPanelTexts = Record<
  | 'payment.successful'
  | 'payment.viewReceipt'
  | 'payment.deliveryHeading'
  | 'payment.deliveryIntro'
  | 'payment.nameLabel'
  | 'payment.phoneLabel'
  | 'payment.phoneHint'
  | 'payment.addressLabel'
  | 'payment.cityLabel'
  | 'payment.pinLabel'
  | 'payment.pinHint'
  | 'payment.badName'
  | 'payment.badPhone'
  | 'payment.badAddress'
  | 'payment.badCity'
  | 'payment.badPin'
  | 'payment.pay'
  | 'payment.starting'
  | 'payment.verifying'
  | 'payment.sdkFailed'
  | 'payment.paymentFailed'
  | 'payment.badSignature'
  | 'payment.providerFailed'
  | 'payment.tryAgain'
  | 'payment.noAnswer',
  string
>;

/** The page's language prefix ('/hi', '/te' or ''), so the next pages stay in it. */
function languagePrefix(): string {
  const match = /^\/(hi|te)(?=\/|$)/.exec(window.location.pathname);
  return match ? match[0] : '';
}

type DeliveryField = keyof DeliveryAddress;
const DELIVERY_FIELDS: DeliveryField[] = ['name', 'phone', 'address', 'city', 'pin'];

/** What Razorpay's Checkout hands its handler (and the test checkout its return address). */
interface CheckoutAnswer {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayCheckout;
  }
}

type State =
  | { step: 'loading' }
  | { step: 'ready' }
  | { step: 'busy'; message: string }
  | { step: 'paid'; amount: number; orderNumber: string | null }
  | { step: 'failed'; message: string }
  | { step: 'sdk-failed' };

/**
 * The payment page's Pay button (spec section 2 "Payment page"; issue #12). Pay asks the server for an
 * order, opens Razorpay's Checkout (its script is loaded only in Razorpay mode; Pay stays disabled until
 * it has loaded) or the local test checkout, and sends what comes back to /api/payments/verify:
 * 'Payment Successful!' shows only after the server verified the payment.
 */
export default function PaymentPanel({ order, provider, delivery, texts }: Props) {
  // The address step's messages in the page's language (the same rules as the API's checkDelivery).
  const badField: Record<DeliveryField, string> = {
    name: texts['payment.badName'],
    phone: texts['payment.badPhone'],
    address: texts['payment.badAddress'],
    city: texts['payment.badCity'],
    pin: texts['payment.badPin'],
  };
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ step: 'loading' });
  const [address, setAddress] = useState<Record<DeliveryField, string>>({
    name: delivery?.name ?? '',
    phone: '',
    address: '',
    city: '',
    pin: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<DeliveryField, string>>>({});

  useEffect(() => {
    const returned = readReturn();
    void loadCheckout(provider).then((loaded) => {
      if (returned === 'failed') setState({ step: 'failed', message: texts['payment.paymentFailed'] });
      else if (returned) void verify(returned);
      else setState(loaded ? { step: 'ready' } : { step: 'sdk-failed' });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function verify(answer: CheckoutAnswer) {
    setState({ step: 'busy', message: texts['payment.verifying'] });
    const result = await settle(
      texts,
      verifyPayment<PaymentStatusAnswer>({
        orderId: answer.razorpay_order_id,
        paymentId: answer.razorpay_payment_id,
        signature: answer.razorpay_signature,
      }),
    );
    if (result.ok && result.data.status !== 'failed' && result.data.status !== 'created') {
      setState({ step: 'paid', amount: result.data.amount, orderNumber: result.data.orderNumber ?? null });
    } else {
      setState({ step: 'failed', message: (!result.ok && result.message) || texts['payment.badSignature'] });
    }
  }

  async function pay() {
    let body = order;
    if (delivery) {
      // The address step: checked here with the API's own rules before anything is ordered.
      const checked = checkDelivery(address);
      if (!checked.ok) {
        setFieldErrors(
          Object.fromEntries(
            DELIVERY_FIELDS.flatMap((name) => (checked.errors[name] ? [[name, badField[name]]] : [])),
          ),
        );
        return;
      }
      setFieldErrors({});
      body = { ...(order as object), delivery: checked.value };
    }
    setState({ step: 'busy', message: texts['payment.starting'] });
    const result = await settle(texts, createPaymentOrder<CheckoutOptions>(body));
    if (!result.ok) {
      const fromServer = Object.fromEntries(
        DELIVERY_FIELDS.flatMap((field) => {
          const message = result.fields[`delivery.${field}`];
          return message ? [[field, message]] : [];
        }),
      );
      setFieldErrors(fromServer);
      setState({ step: 'failed', message: result.message ?? texts['payment.providerFailed'] });
      return;
    }
    const options = result.data;
    if (options.provider === 'test') {
      const back = window.location.pathname + window.location.search;
      window.location.assign(
        `${languagePrefix()}/payment/test-checkout?order=${encodeURIComponent(options.orderId)}&return=${encodeURIComponent(back)}`,
      );
      return;
    }
    if (!window.Razorpay) {
      setState({ step: 'sdk-failed' });
      return;
    }
    const checkout = new window.Razorpay({
      key: options.key,
      amount: options.amount,
      currency: options.currency,
      name: options.name,
      description: options.description,
      order_id: options.orderId,
      prefill: options.prefill,
      theme: options.theme,
      handler: (answer: CheckoutAnswer) => void verify(answer),
      modal: { ondismiss: () => setState({ step: 'ready' }) },
    });
    checkout.on('payment.failed', () =>
      setState({ step: 'failed', message: texts['payment.paymentFailed'] }),
    );
    checkout.open();
  }

  if (state.step === 'paid') {
    return (
      <div className="payment-panel">
        <p role="status" className="payment-panel__success">
          {texts['payment.successful']}
        </p>
        {state.orderNumber && (
          <p>
            <a
              className="button button--primary button--block"
              href={languagePrefix() + orderPath(state.orderNumber)}
            >
              {texts['payment.viewReceipt']}
            </a>
          </p>
        )}
      </div>
    );
  }
  const field = (name: DeliveryField) => ({
    name,
    value: address[name],
    onChange: (value: string) => setAddress((before) => ({ ...before, [name]: value })),
    error: fieldErrors[name],
    required: true,
    disabled: state.step === 'busy',
  });
  return (
    <div className="payment-panel">
      {delivery && (
        <fieldset className="payment-panel__delivery">
          <legend>{texts['payment.deliveryHeading']}</legend>
          <p className="payment-panel__intro">{texts['payment.deliveryIntro']}</p>
          <TextField
            {...field('name')}
            label={texts['payment.nameLabel']}
            autoComplete="name"
            maxLength={80}
          />
          <TextField
            {...field('phone')}
            label={texts['payment.phoneLabel']}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            hint={texts['payment.phoneHint']}
            maxLength={16}
          />
          <TextField
            {...field('address')}
            label={texts['payment.addressLabel']}
            autoComplete="street-address"
            maxLength={300}
          />
          <div className="payment-panel__row">
            <TextField
              {...field('city')}
              label={texts['payment.cityLabel']}
              autoComplete="address-level2"
              maxLength={60}
            />
            <TextField
              {...field('pin')}
              label={texts['payment.pinLabel']}
              inputMode="numeric"
              autoComplete="postal-code"
              hint={texts['payment.pinHint']}
              maxLength={6}
            />
          </div>
        </fieldset>
      )}
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => void pay()}
        disabled={!hydrated || state.step !== 'ready'}
      >
        {texts['payment.pay']}
      </button>
      <p role="status" className="form-status">
        {state.step === 'busy' ? state.message : ''}
      </p>
      {state.step === 'sdk-failed' && (
        <p role="alert" className="form-status form-status--error">
          {texts['payment.sdkFailed']}
        </p>
      )}
      {state.step === 'failed' && (
        <div role="alert" className="payment-panel__failure">
          <p className="form-status form-status--error">{state.message}</p>
          <button type="button" className="button" onClick={() => setState({ step: 'ready' })}>
            {texts['payment.tryAgain']}
          </button>
        </div>
      )}
    </div>
  );
}

/** Razorpay's Checkout script, loaded once (true when it is there); the test provider needs none. */
function loadCheckout(provider: 'razorpay' | 'test'): Promise<boolean> {
  if (provider === 'test' || window.Razorpay) return Promise.resolve(true);
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => resolve(false);
    document.head.append(script);
  });
}

/** A request's answer, with no answer at all as a failure the page can show. */
async function settle<T>(texts: PaymentPanelTexts, request: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  try {
    return await request;
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    return {
      ok: false,
      status: 0,
      message: texts['payment.noAnswer'],
      fields: {},
    };
  }
}

/**
 * What the test checkout sent back in the address (then removed from it, so a reload does not repeat
 * it): Pay (test)'s payment id and signature, or 'failed'.
 */
function readReturn(): CheckoutAnswer | 'failed' | null {
  const query = new URLSearchParams(window.location.search);
  const orderId = query.get('razorpay_order_id');
  const paymentId = query.get('razorpay_payment_id');
  const signature = query.get('razorpay_signature');
  const failed = query.get('payment') === 'failed';
  if (!failed && !(orderId && paymentId && signature)) return null;
  for (const name of ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature', 'payment'])
    query.delete(name);
  const rest = query.toString();
  window.history.replaceState(null, '', window.location.pathname + (rest ? `?${rest}` : ''));
  if (failed) return 'failed';
  return {
    razorpay_order_id: orderId ?? '',
    razorpay_payment_id: paymentId ?? '',
    razorpay_signature: signature ?? '',
  };
}
