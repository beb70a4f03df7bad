import type {
  CheckoutFailure,
  CheckoutSuccess,
  CreateOrderResponse,
  Plan,
} from '@thumbforge/contract';

export interface CheckoutRequest {
  /** What `POST /payment/create-order` answered; its amount is in rupees. */
  order: CreateOrderResponse;
  plan: Plan;
  customer: { name: string; email: string };
}

/**
 * What a checkout reports, in Razorpay Checkout's terms. A failed attempt leaves checkout open
 * for a retry, so `onFailed` may come several times; `onPaid` or `onDismissed` ends it.
 */
export interface CheckoutEvents {
  /** Checkout's `handler`: paid, still to be verified by the server. */
  onPaid: (payment: CheckoutSuccess) => void;
  /** Checkout's `payment.failed` event. */
  onFailed: (failure: CheckoutFailure) => void;
  /** Checkout's `modal.ondismiss`: closed without paying. */
  onDismissed: () => void;
}

/** A payment provider's checkout (Razorpay, or the embedded sandbox), picked by the runtime config. */
export interface Checkout {
  /** Resolves once checkout is showing; rejects when it cannot be shown (e.g. its script failed to load). */
  open: (request: CheckoutRequest, events: CheckoutEvents) => Promise<void>;
}
