import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { razorpayStyleId } from '../../src/core/payments/razorpay-style-id.js';

/**
 * A local fake of Razorpay's orders API, in its documented shapes: `POST /v1/orders`,
 * `GET /v1/orders/:id/payments` and `POST /v1/payments/:id/refund`, behind HTTP basic auth with
 * the key id and secret.
 */
export interface FakeRazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
  created_at: number;
}

export interface FakeRazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: string;
}

export interface FakeRazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  status: 'processed';
  speed_requested: string;
  created_at: number;
}

export interface FakeRazorpay {
  url: string;
  orders: Map<string, FakeRazorpayOrder>;
  payments: FakeRazorpayPayment[];
  refunds: FakeRazorpayRefund[];
  /** Authorization headers as received, for the tests to check. */
  authorizations: (string | undefined)[];
  /** Adds a payment attempt to an order, as Checkout would. */
  pay(orderId: string, status: FakeRazorpayPayment['status']): FakeRazorpayPayment;
  /** The next request answers this status with Razorpay's error body. */
  failNext(status: number): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function badRequest(res: ServerResponse, status: number, description: string): void {
  send(res, status, { error: { code: 'BAD_REQUEST_ERROR', description } });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const orders = new Map<string, FakeRazorpayOrder>();
  const payments: FakeRazorpayPayment[] = [];
  const refunds: FakeRazorpayRefund[] = [];
  const authorizations: (string | undefined)[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  let failStatus: number | null = null;

  const server = createServer((req, res) => {
    void (async () => {
      authorizations.push(req.headers.authorization);
      if (failStatus !== null) {
        const status = failStatus;
        failStatus = null;
        badRequest(res, status, 'The fake was told to fail');
        return;
      }
      if (req.headers.authorization !== expectedAuth) {
        badRequest(res, 401, 'Authentication failed');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/v1/orders') {
        const body = (await readJson(req)) as Partial<FakeRazorpayOrder> | null;
        if (!body || !Number.isInteger(body.amount) || (body.amount ?? 0) < 100) {
          badRequest(res, 400, 'The amount must be an integer of at least 100');
          return;
        }
        if (typeof body.receipt !== 'string' || body.receipt.length > 40) {
          badRequest(res, 400, 'receipt: the length must be no more than 40');
          return;
        }
        const notes = body.notes ?? {};
        if (
          Object.keys(notes).length > 15 ||
          Object.values(notes).some((value) => String(value).length > 256)
        ) {
          badRequest(res, 400, 'notes: at most 15 keys of 256 characters');
          return;
        }
        const order: FakeRazorpayOrder = {
          id: razorpayStyleId('order_'),
          entity: 'order',
          amount: body.amount ?? 0,
          amount_paid: 0,
          amount_due: body.amount ?? 0,
          currency: body.currency ?? 'INR',
          receipt: body.receipt,
          status: 'created',
          notes,
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        send(res, 200, order);
        return;
      }
      const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
      if (req.method === 'GET' && match?.[1]) {
        if (!orders.has(match[1])) {
          badRequest(res, 400, 'The id provided does not exist');
          return;
        }
        const items = payments.filter((payment) => payment.order_id === match[1]);
        send(res, 200, { entity: 'collection', count: items.length, items });
        return;
      }
      const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
      if (req.method === 'POST' && refundOf?.[1]) {
        const payment = payments.find((candidate) => candidate.id === refundOf[1]);
        if (!payment) {
          badRequest(res, 400, 'The id provided does not exist');
          return;
        }
        const body = (await readJson(req)) as {
          amount?: number;
          speed?: string;
          notes?: Record<string, string>;
        } | null;
        const refunded = refunds
          .filter((refund) => refund.payment_id === payment.id)
          .reduce((sum, refund) => sum + refund.amount, 0);
        const amount = body?.amount ?? payment.amount - refunded;
        if (payment.status !== 'captured' && payment.status !== 'refunded') {
          badRequest(res, 400, 'The payment has not been captured');
          return;
        }
        if (!Number.isInteger(amount) || amount < 100 || refunded + amount > payment.amount) {
          badRequest(res, 400, 'The refund amount provided is greater than amount captured');
          return;
        }
        const refund: FakeRazorpayRefund = {
          id: razorpayStyleId('rfnd_'),
          entity: 'refund',
          amount,
          currency: payment.currency,
          payment_id: payment.id,
          notes: body?.notes ?? {},
          receipt: null,
          status: 'processed',
          speed_requested: body?.speed ?? 'normal',
          created_at: Math.floor(Date.now() / 1000),
        };
        refunds.push(refund);
        if (refunded + amount === payment.amount) payment.status = 'refunded';
        send(res, 200, refund);
        return;
      }
      badRequest(res, 404, 'The requested URL was not found on the server.');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    refunds,
    authorizations,
    pay(orderId, status) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`the fake has no order ${orderId}`);
      const payment: FakeRazorpayPayment = {
        id: razorpayStyleId('pay_'),
        entity: 'payment',
        amount: order.amount,
        currency: order.currency,
        status,
        order_id: orderId,
        method: 'upi',
      };
      payments.push(payment);
      if (status === 'captured')
        Object.assign(order, { status: 'paid', amount_paid: order.amount });
      return payment;
    },
    failNext(status) {
      failStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
