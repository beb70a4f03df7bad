import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  createOrder,
  sandboxPay,
  SANDBOX_SECRETS_ENV,
} from '../test/support/payments.js';
import { makeTempDir } from '../test/support/temp-dir.js';
import { ANN, signUp, startTestServer, type TestServer } from '../test/support/test-server.js';
import { runReconcilePayments } from './reconcile-payments.js';

describe('the reconcile-payments command on the embedded database', () => {
  const temp = makeTempDir();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(temp.dir, SANDBOX_SECRETS_ENV);
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  const later = () => new Date(Date.now() + 60_000);
  const env = () => ({ DATA_DIR: temp.dir, NODE_ENV: 'test' });

  it('credits a sandbox payment nobody verified, once, and leaves an unpaid order created', async () => {
    const { token } = await signUp(server, ANN);
    const paid = await createOrder(server, token, 'premium');
    const unpaid = await createOrder(server, token, 'standard');
    await sandboxPay(server, token, paid.orderId, 'success').expect(200);

    const tooEarly = await runReconcilePayments({ env: env(), argv: [] });
    expect(tooEarly.checked).toBe(0);

    const first = await runReconcilePayments({
      env: env(),
      argv: ['--older-than-minutes', '0'],
      now: later,
    });
    expect(first).toEqual({
      checked: 2,
      credited: [paid.orderId],
      pending: [unpaid.orderId],
      unreachable: [],
      expired: [],
    });
    expect(await balanceOf(server, token)).toBe(28);
    expect((await server.deps.payments.store.get(unpaid.orderId))?.status).toBe('created');

    const again = await runReconcilePayments({
      env: env(),
      argv: ['--older-than-minutes', '0'],
      now: later,
    });
    expect(again.credited).toEqual([]);
    expect(await balanceOf(server, token)).toBe(28);
  });

  it('refuses a bad --older-than-minutes', async () => {
    await expect(
      runReconcilePayments({ env: env(), argv: ['--older-than-minutes', 'soon'] }),
    ).rejects.toThrow(/--older-than-minutes/);
  });
});
