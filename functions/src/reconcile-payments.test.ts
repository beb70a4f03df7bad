import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, changeSchema } from '@thumbforge/contract';
import { openEventStream } from '../test/support/event-stream.js';
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

  it('run as its own process, its credit reaches the buyer’s open tabs on the server', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'open-tab@example.com' });
    expect(await balanceOf(server, token)).toBe(3);
    const tab = await openEventStream(`${server.url}${server.api(API_PATHS.events)}`, token);
    expect((await tab.next()).event).toBe('ready');
    const order = await createOrder(server, token, 'standard');
    await sandboxPay(server, token, order.orderId, 'success').expect(200);
    const changes = async (count: number) => {
      const received = [];
      for (let i = 0; i < count; i += 1) {
        received.push(changeSchema.parse(JSON.parse((await tab.next(10_000)).data)));
      }
      return received;
    };
    expect(await changes(1)).toEqual([{ kind: 'payments' }]);

    // The command as cron would run it: another process on the same database file.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('./reconcile-payments.ts', import.meta.url)),
        '--older-than-minutes',
        '0',
      ],
      {
        env: {
          ...process.env,
          TSX_TSCONFIG_PATH: fileURLToPath(new URL('../tsconfig.tsx.json', import.meta.url)),
          ...env(),
        },
      },
    );
    expect(JSON.parse(stdout)).toMatchObject({ credited: [order.orderId] });
    expect(await changes(2)).toEqual([{ kind: 'user' }, { kind: 'payments' }]);
    expect(await balanceOf(server, token)).toBe(13);
    tab.close();
  }, 60_000);

  it('refuses a bad --older-than-minutes', async () => {
    await expect(
      runReconcilePayments({ env: env(), argv: ['--older-than-minutes', 'soon'] }),
    ).rejects.toThrow(/--older-than-minutes/);
  });
});
