import express, { Router, type Request } from 'express';
import { API_PATHS, paymentWebhookSchema, webhookEventIdSchema } from '@thumbforge/contract';
import { InvalidInput } from '../core/errors.js';
import {
  assertWebhookSignature,
  receivePaymentWebhook,
} from '../core/payments/receive-payment-webhook.js';
import type { AppDeps } from './app-deps.js';
import { parseInput } from './parse-input.js';

/** Cloud Functions reads the body before Express runs and keeps the bytes as `rawBody`. */
function rawBodyOf(req: Request): Buffer {
  const { rawBody } = req as Request & { rawBody?: unknown };
  if (Buffer.isBuffer(rawBody)) return rawBody;
  if (Buffer.isBuffer(req.body)) return req.body;
  throw new InvalidInput('A webhook body must be JSON', 'webhook without a raw JSON body');
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new InvalidInput('The request body is not valid JSON', 'webhook body is not JSON');
  }
}

/**
 * `POST /payment/webhook`: no bearer, authenticated by `X-Razorpay-Signature` over the raw bytes.
 * Mounted before the JSON parser so the body arrives untouched.
 */
export function paymentWebhookRoutes(deps: AppDeps): Router {
  return Router().post(
    API_PATHS.paymentWebhook,
    express.raw({ type: 'application/json', limit: '256kb' }),
    async (req, res) => {
      const rawBody = rawBodyOf(req);
      assertWebhookSignature(
        rawBody,
        req.get('x-razorpay-signature'),
        deps.payments.secrets.webhookSecret,
      );
      const eventId = parseInput(webhookEventIdSchema, req.get('x-razorpay-event-id') ?? '');
      const event = parseInput(paymentWebhookSchema, parseJson(rawBody));
      const outcome = await receivePaymentWebhook(eventId, event, deps.payments);
      res.locals.log.info('payment webhook', { eventId, event: event.event, ...outcome });
      if (outcome.kind === 'paid-by-another-payment') {
        res.locals.log.warn('order paid twice: refund the second payment', { eventId, ...outcome });
      }
      res.json({ received: true });
    },
  );
}
