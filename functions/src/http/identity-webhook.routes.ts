import type { Router } from 'express';
import express from 'express';
import { API_PATHS } from '@thumbforge/contract';
import { receiveIdentityEvent, verifySvixSignature } from '../core/accounts/identity-webhook.js';
import type { AppDeps } from './app-deps.js';
import { parseJson, rawBodyOf } from './raw-json-body.js';
import { apiRouter } from './api-router.js';

/**
 * `POST /auth/clerk-webhook`: Clerk's webhooks, no bearer, authenticated by the Svix signature
 * over the raw bytes. Mounted before the JSON parser so the body arrives untouched.
 */
export function identityWebhookRoutes(deps: AppDeps, secret: string): Router {
  return apiRouter().post(
    API_PATHS.clerkWebhook,
    express.raw({ type: 'application/json', limit: '256kb' }),
    async (req, res) => {
      const rawBody = rawBodyOf(req);
      verifySvixSignature(
        {
          id: req.get('svix-id'),
          timestamp: req.get('svix-timestamp'),
          signature: req.get('svix-signature'),
          rawBody,
        },
        secret,
        deps.now(),
      );
      const outcome = await receiveIdentityEvent(parseJson(rawBody), deps);
      res.locals.log.info('identity webhook', { svixId: req.get('svix-id'), outcome });
      res.json({ received: true });
    },
  );
}
