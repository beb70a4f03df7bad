import type { Response, Router } from 'express';
import {
  API_PATHS,
  createOrderRequestSchema,
  creditNoteQuerySchema,
  orderIdSchema,
  verifyPaymentRequestSchema,
  type CreateOrderResponse,
  type PaymentListResponse,
  type VerifyPaymentResponse,
  PAYMENT_MESSAGES,
} from '@thumbforge/contract';
import { NotFound } from '../core/errors.js';
import { createOrder } from '../core/payments/create-order.js';
import { listPayments } from '../core/payments/list-payments.js';
import {
  paymentCreditNote,
  paymentReceipt,
  type ReceiptFile,
} from '../core/payments/payment-receipt.js';
import { verifyPayment } from '../core/payments/verify-payment.js';
import type { AppDeps } from './app-deps.js';
import { requireSession } from './middleware/require-session.js';
import { parseInput } from './parse-input.js';
import { apiRouter } from './api-router.js';

/**
 * Quoted as SPEC's client expects; the name holds only a validated order id or a number the
 * server issued (letters, digits and dashes).
 */
function sendPdf(res: Response, file: ReceiptFile): void {
  res
    .type('application/pdf')
    .set('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .send(file.pdf);
}

/** Buying tokens (docs/architecture.md sections 4 and 5); the webhook has its own router. */
export function paymentRoutes(deps: AppDeps): Router {
  const session = requireSession(deps.sessions);
  const ports = { ...deps.payments, users: deps.users, directory: deps.directory };
  return apiRouter()
    .post(API_PATHS.createOrder, session, async (req, res) => {
      const { planName, billing } = parseInput(createOrderRequestSchema, req.body ?? {});
      const { userId } = res.locals.session;
      const body: CreateOrderResponse = await createOrder(userId, planName, ports, billing);
      res.json(body);
    })
    .post(API_PATHS.verifyPayment, session, async (req, res) => {
      const input = parseInput(verifyPaymentRequestSchema, req.body ?? {});
      const body: VerifyPaymentResponse = await verifyPayment(
        res.locals.session.userId,
        input,
        ports,
      );
      if (!body.success)
        res.locals.log.warn('payment signature mismatch', { orderId: input.razorpay_order_id });
      res.status(body.success ? 200 : 400).json(body);
    })
    .get(API_PATHS.payments, session, async (_req, res) => {
      const body: PaymentListResponse = {
        payments: await listPayments(res.locals.session.userId, ports),
      };
      res.json(body);
    })
    .get('/payment/:id', session, async (req, res) => {
      const parsed = orderIdSchema.safeParse(req.params.id);
      if (!parsed.success)
        throw new NotFound(PAYMENT_MESSAGES.receiptNotFound, 'malformed order id');
      sendPdf(res, await paymentReceipt(res.locals.session.userId, parsed.data, ports));
    })
    .get('/payment/:id/credit-note', session, async (req, res) => {
      const parsed = orderIdSchema.safeParse(req.params.id);
      const query = creditNoteQuerySchema.safeParse(req.query);
      if (!parsed.success || !query.success)
        throw new NotFound(PAYMENT_MESSAGES.creditNoteNotFound, 'malformed order id or number');
      const { userId } = res.locals.session;
      sendPdf(res, await paymentCreditNote(userId, parsed.data, query.data.number, ports));
    });
}
