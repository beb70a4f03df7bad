/** An order as the payment provider holds it; amounts are integer paise. */
export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: string;
  receipt: string;
}

export interface NewGatewayOrder {
  amountPaise: number;
  currency: 'INR';
  /** At most 40 characters. */
  receipt: string;
  /** At most 15 keys of at most 256 characters. */
  notes: Record<string, string>;
}

/** A payment attempt on an order. Only `captured` means the money arrived. */
export interface GatewayPayment {
  id: string;
  orderId: string;
  status: string;
  amountPaise: number;
  currency: string;
}

export interface NewGatewayRefund {
  paymentId: string;
  amountPaise: number;
  /** At most 15 keys of at most 256 characters. */
  notes: Record<string, string>;
}

/** A refund as the provider answers it; `processed` means the money is on its way back. */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
  status: string;
}

/**
 * The payment provider's orders API (Razorpay, or the embedded sandbox that mimics it). Failures
 * reject with `UpstreamFailed`.
 */
export interface PaymentGateway {
  /** The public key id the web opens Checkout with. */
  readonly keyId: string;
  createOrder(order: NewGatewayOrder): Promise<GatewayOrder>;
  /** Every payment attempt on the order, as `GET /v1/orders/:id/payments` lists them. */
  paymentsOfOrder(orderId: string): Promise<GatewayPayment[]>;
  /** Sends money of a captured payment back, as `POST /v1/payments/:id/refund` does. */
  refund(refund: NewGatewayRefund): Promise<GatewayRefund>;
}
