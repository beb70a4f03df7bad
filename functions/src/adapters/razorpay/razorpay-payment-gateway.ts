import { PAYMENT_MESSAGES } from '@thumbforge/contract';
import Razorpay from 'razorpay';
import { UpstreamFailed } from '../../core/errors.js';
import type { PaymentGateway } from '../../core/ports/payment-gateway.port.js';

interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  /**
   * Where the orders API lives; Razorpay's own host by default. The SDK has no host option, so this
   * re-points the axios instance it creates (`api.rq`), for a local fake in tests.
   */
  apiBaseUrl?: string;
}

interface SdkWithAxios {
  rq?: { defaults: { baseURL?: string } };
}

/** The SDK rejects with `{ statusCode, error: { code, description } }`, or an axios error. */
function describe(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { statusCode, error: body } = error as { statusCode?: unknown; error?: unknown };
    if (statusCode !== undefined)
      return `razorpay answered ${String(statusCode)}: ${JSON.stringify(body)}`;
    if (error instanceof Error) return `razorpay unreachable: ${error.message}`;
  }
  return `razorpay failed: ${String(error)}`;
}

async function upstream<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new UpstreamFailed(PAYMENT_MESSAGES.gatewayFailed, describe(error));
  }
}

export function createRazorpayPaymentGateway(options: RazorpayGatewayOptions): PaymentGateway {
  const razorpay = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  if (options.apiBaseUrl) {
    const api = razorpay.api as unknown as SdkWithAxios;
    if (!api.rq) throw new Error('This razorpay SDK version no longer exposes api.rq');
    api.rq.defaults.baseURL = options.apiBaseUrl;
  }

  return {
    keyId: options.keyId,
    async createOrder(order) {
      const created = await upstream(() =>
        razorpay.orders.create({
          amount: order.amountPaise,
          currency: order.currency,
          receipt: order.receipt,
          notes: order.notes,
        }),
      );
      return {
        id: created.id,
        amountPaise: Number(created.amount),
        currency: created.currency,
        receipt: created.receipt ?? order.receipt,
      };
    },
    async paymentsOfOrder(orderId) {
      const { items } = await upstream(() => razorpay.orders.fetchPayments(orderId));
      return items.map((payment) => ({
        id: payment.id,
        orderId: payment.order_id,
        status: payment.status,
        amountPaise: Number(payment.amount),
        currency: payment.currency,
      }));
    },
    async refund(refund) {
      const created = await upstream(() =>
        razorpay.payments.refund(refund.paymentId, {
          amount: refund.amountPaise,
          speed: 'normal',
          notes: refund.notes,
        }),
      );
      return {
        id: created.id,
        paymentId: created.payment_id,
        amountPaise: Number(created.amount),
        currency: created.currency,
        status: created.status,
      };
    },
  };
}
