import type { Router } from 'express';
import { API_PATHS, sandboxPayRequestSchema } from '@thumbforge/contract';
import { payInSandbox, type SandboxCheckoutPorts } from '../core/payments/pay-in-sandbox.js';
import type { SessionVerifier } from '../core/ports/session-verifier.port.js';
import { requireSession } from './middleware/require-session.js';
import { parseInput } from './parse-input.js';
import { apiRouter } from './api-router.js';

/**
 * Embedded only: the sandbox's Checkout. It answers 200 with what Checkout's handler receives, or
 * 402 with the error of Checkout's `payment.failed`. Only the order's owner may pay it.
 */
export function sandboxCheckoutRoutes(
  sessions: SessionVerifier,
  ports: SandboxCheckoutPorts,
): Router {
  return apiRouter().post(API_PATHS.sandboxPay, requireSession(sessions), async (req, res) => {
    const input = parseInput(sandboxPayRequestSchema, req.body ?? {});
    const result = await payInSandbox(res.locals.session.userId, input, ports);
    if (result.webhookStatus !== null && result.webhookStatus !== 200) {
      res.locals.log.warn('sandbox webhook refused', { status: result.webhookStatus });
    }
    res.status(result.outcome === 'success' ? 200 : 402).json(result.answer);
  });
}
