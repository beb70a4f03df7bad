import type { Router } from 'express';
import express from 'express';
import { API_PATHS, paymentWebhookSchema, webhookEventIdSchema } from '@thumbforge/contract';
import {
  assertWebhookSignature,
  receivePaymentWebhook,
} from '../core/payments/receive-payment-webhook.js';
import type { AppDeps } from './app-deps.js';
import { parseInput } from './parse-input.js';
import { parseJson, rawBodyOf } from './raw-json-body.js';
import { apiRouter } from './api-router.js';

/**
 * `POST /payment/webhook`: no bearer, authenticated by `X-Razorpay-Signature` over the raw bytes.
 * Mounted before the JSON parser so the body arrives untouched.
 */
export function paymentWebhookRoutes(deps: AppDeps): Router {
  return apiRouter().post(
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
      const outcome = await receivePaymentWebhook(eventId, event, {
        ...deps.payments,
        users: deps.users,
      });
      res.locals.log.info('payment webhook', { eventId, event: event.event, ...outcome });
      if (outcome.kind === 'paid-by-another-payment') {
        res.locals.log.warn('order paid twice: refund the second payment', { eventId, ...outcome });
      }
      if (outcome.kind === 'held') {
        // Money went back for a payment that credited nothing here yet: kept for its credit,
        // worth a look if none comes (another app on the account, or a credit still missing).
        res.locals.log.warn(
          'refund or dispute of a payment not credited yet: kept for its credit',
          {
            eventId,
            event: event.event,
            ...outcome,
          },
        );
      }
      res.json({ received: true });
    },
  );
}
