import request from 'supertest';
import { API_PATHS } from '@thumbforge/contract';
import { bearer, checkoutSignatureFor, paidCheckout, SANDBOX_SECRETS_ENV } from './payments.js';
import type { TestServer } from './test-server.js';
import { startThumbnailServer } from './thumbnail-server.js';

/** A clock the test moves: what the server's use cases take as now. */
export interface TestClock {
  now: Date;
}

/**
 * The embedded server with the sandbox gateway and a clock the test moves (closing, retention
 * and payments all read it), so "31 days later" is one assignment.
 */
export async function startClockedServer(
  dataDir: string,
): Promise<{ server: TestServer; clock: TestClock }> {
  const clock: TestClock = { now: new Date() };
  const server = await startThumbnailServer(dataDir, {
    env: SANDBOX_SECRETS_ENV,
    override: (deps) => ({
      ...deps,
      now: () => clock.now,
      payments: { ...deps.payments, now: () => clock.now },
    }),
  });
  return { server, clock };
}

/** A Standard package bought in the sandbox checkout and verified; answers its order id. */
export async function buyStandard(server: TestServer, token: string): Promise<string> {
  const { order, checkout } = await paidCheckout(server, token);
  await request(server.url)
    .post(server.api(API_PATHS.verifyPayment))
    .set(bearer(token))
    .send({
      ...checkout,
      razorpay_signature: checkoutSignatureFor(order.orderId, checkout.razorpay_payment_id ?? ''),
    })
    .expect(200);
  return order.orderId;
}
