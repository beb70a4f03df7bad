import { createHmac } from 'node:crypto';
import request from 'supertest';
import {
  API_PATHS,
  createOrderResponseSchema,
  meResponseSchema,
  type CreateOrderResponse,
  type PlanName,
} from '@thumbforge/contract';
import { ANN, serverPerSuite, signUp, type SuiteServer, type TestServer } from './test-server.js';

/** Known sandbox secrets, so tests can sign what Razorpay (the sandbox) would. */
const SANDBOX_KEY_SECRET = 'sandbox-key-secret-for-tests';
const SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret-for-tests';
export const SANDBOX_SECRETS_ENV = {
  SANDBOX_RAZORPAY_KEY_SECRET: SANDBOX_KEY_SECRET,
  SANDBOX_RAZORPAY_WEBHOOK_SECRET: SANDBOX_WEBHOOK_SECRET,
};

interface SandboxSuite extends SuiteServer {
  /** Signs up a new user, `<emailPrefix><n>@example.com`, and returns their session token. */
  newUser(): Promise<string>;
}

/**
 * The embedded server with the sandbox gateway's known secrets, for the `describe` this is called
 * in, with its data in a temp dir of its own.
 */
export function withSandboxServer(
  emailPrefix: string,
  env: Record<string, string> = {},
): SandboxSuite {
  const suite = serverPerSuite({ ...SANDBOX_SECRETS_ENV, ...env });
  let users = 0;
  return {
    get server() {
      return suite.server;
    },
    dataDir: suite.dataDir,
    async newUser() {
      users += 1;
      return (await signUp(suite.server, { ...ANN, email: `${emailPrefix}${users}@example.com` }))
        .token;
    },
  };
}

export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

export async function createOrder(
  server: TestServer,
  token: string,
  planName: PlanName = 'standard',
): Promise<CreateOrderResponse> {
  const res = await request(server.url)
    .post(server.api(API_PATHS.createOrder))
    .set(bearer(token))
    .send({ planName })
    .expect(200);
  return createOrderResponseSchema.parse(res.body);
}

export async function balanceOf(server: TestServer, token: string): Promise<number> {
  const res = await request(server.url)
    .get(server.api(API_PATHS.me))
    .set(bearer(token))
    .expect(200);
  return meResponseSchema.parse(res.body).user.tokenBalance;
}

export function sandboxPay(
  server: TestServer,
  token: string,
  orderId: string,
  outcome: 'success' | 'failure',
  webhook = false,
) {
  return request(server.url)
    .post(server.api(API_PATHS.sandboxPay))
    .set(bearer(token))
    .send({ orderId, outcome, webhook });
}

/** An order for `planName` paid in the sandbox checkout, and what Checkout's handler received. */
export async function paidCheckout(
  server: TestServer,
  token: string,
  planName: PlanName = 'standard',
) {
  const order = await createOrder(server, token, planName);
  const res = await sandboxPay(server, token, order.orderId, 'success').expect(200);
  return { order, checkout: res.body as Record<string, string> };
}

/** `GET /payment/{id}` with the body read as the PDF's bytes. */
export function receipt(server: TestServer, token: string, orderId: string) {
  return request(server.url)
    .get(server.api(API_PATHS.receipt(orderId)))
    .set(bearer(token))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/**
 * An order (standard unless asked: 800 rupees, 10 tokens) paid in the sandbox and verified, as
 * Checkout does; buying a plan unlocks its perks.
 */
export async function verifiedPurchase(
  server: TestServer,
  token: string,
  planName: PlanName = 'standard',
) {
  const { order, checkout } = await paidCheckout(server, token, planName);
  await request(server.url)
    .post(server.api(API_PATHS.verifyPayment))
    .set(bearer(token))
    .send(checkout)
    .expect(200);
  return { orderId: order.orderId, paymentId: checkout.razorpay_payment_id ?? '' };
}

/** The caller's user id, as `GET /auth/me` answers it (creating the user on the first call). */
export async function userIdOf(server: TestServer, token: string): Promise<string> {
  const res = await request(server.url)
    .get(server.api(API_PATHS.me))
    .set(bearer(token))
    .expect(200);
  return meResponseSchema.parse(res.body).user.id;
}

export function checkoutSignatureFor(
  orderId: string,
  paymentId: string,
  secret = SANDBOX_KEY_SECRET,
) {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

interface WebhookPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  currency?: string;
  status?: string;
}

/** A webhook body in Razorpay's shape, as the exact string that gets signed. */
export function webhookBody(event: string, payment: WebhookPayment): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: payment.amountPaise,
          currency: payment.currency ?? 'INR',
          status: payment.status ?? (event === 'payment.failed' ? 'failed' : 'captured'),
          order_id: payment.orderId,
          method: 'upi',
        },
      },
    },
    created_at: 1_767_225_600,
  });
}

interface WebhookReversal {
  /** `rfnd_...` or `disp_...`. */
  id: string;
  paymentId: string;
  orderId: string;
  amountPaise: number;
  /** What the order was paid, for the payment entity Razorpay sends beside the refund. */
  paidPaise: number;
  currency?: string;
}

/** A `refund.*` or `payment.dispute.*` webhook body in Razorpay's documented shape. */
export function reversalWebhookBody(event: string, reversal: WebhookReversal): string {
  const dispute = event.startsWith('payment.dispute.');
  const currency = reversal.currency ?? 'INR';
  const entity = dispute
    ? {
        id: reversal.id,
        entity: 'dispute',
        payment_id: reversal.paymentId,
        amount: reversal.amountPaise,
        currency,
        amount_deducted: 0,
        reason_code: 'chargeback',
        respond_by: 1_767_830_400,
        status: 'open',
        phase: 'chargeback',
        created_at: 1_767_225_600,
      }
    : {
        id: reversal.id,
        entity: 'refund',
        amount: reversal.amountPaise,
        currency,
        payment_id: reversal.paymentId,
        notes: {},
        receipt: null,
        acquirer_data: { arn: null },
        created_at: 1_767_225_600,
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: 'normal',
      };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: [dispute ? 'dispute' : 'refund', 'payment'],
    payload: {
      [dispute ? 'dispute' : 'refund']: { entity },
      payment: {
        entity: {
          id: reversal.paymentId,
          entity: 'payment',
          amount: reversal.paidPaise,
          currency,
          status: dispute ? 'captured' : 'refunded',
          order_id: reversal.orderId,
          method: 'upi',
          amount_refunded: dispute ? 0 : reversal.amountPaise,
          captured: true,
        },
      },
    },
    created_at: 1_767_225_600,
  });
}

export function postWebhook(
  server: TestServer,
  body: string,
  options: { eventId: string; signature?: string; secret?: string },
) {
  const signature =
    options.signature ??
    createHmac('sha256', options.secret ?? SANDBOX_WEBHOOK_SECRET)
      .update(body)
      .digest('hex');
  return request(server.url)
    .post(server.api(API_PATHS.paymentWebhook))
    .set('Content-Type', 'application/json')
    .set('X-Razorpay-Signature', signature)
    .set('X-Razorpay-Event-Id', options.eventId)
    .send(body);
}
