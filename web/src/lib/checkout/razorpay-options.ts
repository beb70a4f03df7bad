import { toPaise, type CheckoutFailure, type CheckoutSuccess } from '@thumbforge/contract';
import type { CheckoutEvents, CheckoutRequest } from './checkout';

/** The options of Razorpay Checkout's `new Razorpay(options)` that ThumbForge uses. */
export interface RazorpayOptions {
  key: string;
  /** In paise. */
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  handler: (payment: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayInstance {
  open: () => void;
  on: (event: 'payment.failed', listener: (failure: CheckoutFailure) => void) => void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

/** The brand red: Checkout's buttons and header match the app. */
const THEME_COLOR = '#e50914';

/** docs/product-rules.md section 7: the order id, the amount in paise (rupees × 100), INR, prefilled name and email. */
export function razorpayOptions(
  { order, plan, customer }: CheckoutRequest,
  events: Pick<CheckoutEvents, 'onPaid' | 'onDismissed'>,
): RazorpayOptions {
  return {
    key: order.keyId,
    amount: toPaise(order.amount),
    currency: order.currency,
    name: 'ThumbForge',
    description: `${plan.name} package · ${plan.tokens} tokens`,
    order_id: order.orderId,
    prefill: { name: customer.name, email: customer.email },
    theme: { color: THEME_COLOR },
    handler: events.onPaid,
    modal: { ondismiss: events.onDismissed },
  };
}
