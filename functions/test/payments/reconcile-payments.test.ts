import { PAYMENT_MESSAGES } from '@thumbforge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay.js';
import { openTempDatabase } from '../support/temp-database.js';
import { createSqlitePaymentStore } from '../../src/adapters/sqlite/sqlite-payment-store.js';
import { createSqliteTokenLedger } from '../../src/adapters/sqlite/sqlite-token-ledger.js';
import { createSqliteUserStore } from '../../src/adapters/sqlite/sqlite-user-store.js';
import { createRazorpayPaymentGateway } from '../../src/adapters/razorpay/razorpay-payment-gateway.js';
import { announcingPaymentStore } from '../../src/adapters/live-feed/announcing-stores.js';
import type { ChangeNotifier } from '../../src/core/ports/change-notifier.port.js';
import type { PaymentGateway } from '../../src/core/ports/payment-gateway.port.js';
import type { PaymentStore } from '../../src/core/ports/payment-store.port.js';
import type { TokenLedger } from '../../src/core/ports/token-ledger.port.js';
import { createOrder } from '../../src/core/payments/create-order.js';
import { RateLimited } from '../../src/core/errors.js';
import { OPEN_ORDERS_PER_USER } from '../../src/core/payments/create-order.js';
import { reconcilePayments } from '../../src/core/payments/reconcile-payments.js';
import { createCaptureLogger, type LogRecord } from '../support/capture-logger.js';
import { parseEnv } from '../../src/composition/env.js';

const PROFILE = { fullName: 'Ann Lee', firstName: 'Ann', emailAddresses: ['ann@example.com'] };

describe('reconcilePayments against Razorpay (a local fake)', () => {
  let fake: FakeRazorpay;
  let database: ReturnType<typeof openTempDatabase>;
  let store: PaymentStore;
  let ledger: TokenLedger;
  let gateway: PaymentGateway;
  let clock: Date;
  let published: string[];
  let logs: LogRecord[];
  let ports: Parameters<typeof reconcilePayments>[1];
  let orderPorts: Parameters<typeof createOrder>[2];

  beforeEach(async () => {
    fake = await startFakeRazorpay('rzp_test_k', 'secret');
    database = openTempDatabase();
    store = createSqlitePaymentStore(database.db);
    ledger = createSqliteTokenLedger(database.db);
    const users = createSqliteUserStore(database.db);
    gateway = createRazorpayPaymentGateway({
      keyId: 'rzp_test_k',
      keySecret: 'secret',
      apiBaseUrl: fake.url,
    });
    clock = new Date('2026-05-01T10:00:00.000Z');
    published = [];
    const changes: ChangeNotifier = {
      publish: (userId, change) => published.push(`${userId}:${change.kind}`),
    };
    const now = () => clock;
    const capture = createCaptureLogger();
    logs = capture.records;
    // As the embedded runtime wires it: the store announces what the reconciler writes.
    ports = {
      store: announcingPaymentStore(store, changes),
      gateway,
      now,
      users,
      logger: capture.logger,
      invoicing: parseEnv({}).invoicing,
    };
    orderPorts = {
      store,
      gateway,
      now,
      invoicing: parseEnv({}).invoicing,
      users,
      directory: { findProfile: async () => PROFILE, deleteIdentity: async () => {} },
    };
  });
  afterEach(async () => {
    await fake.close();
    database.close();
  });

  it('credits a paid but never verified order once and leaves an unpaid one created', async () => {
    const paid = await createOrder('user_ann', 'premium', orderPorts);
    const unpaid = await createOrder('user_ann', 'standard', orderPorts);
    fake.pay(paid.orderId, 'failed');
    const captured = fake.pay(paid.orderId, 'captured');
    fake.pay(unpaid.orderId, 'failed');
    clock = new Date('2026-05-01T10:20:00.000Z');

    const first = await reconcilePayments({ olderThanMinutes: 15 }, ports);
    expect(first).toEqual({
      checked: 2,
      credited: [paid.orderId],
      pending: [unpaid.orderId],
      unreachable: [],
      expired: [],
    });
    expect(await store.get(paid.orderId)).toMatchObject({
      status: 'paid',
      razorpayPaymentId: captured.id,
      receiptNumber: 'TF-2026-000001',
    });
    expect(await store.get(unpaid.orderId)).toMatchObject({ status: 'created' });
    expect(await ledger.balance('user_ann')).toBe(28);
    // The buyer's balance and payment history both changed.
    expect(published).toEqual(['user_ann:user', 'user_ann:payments']);

    const second = await reconcilePayments({ olderThanMinutes: 15 }, ports);
    expect(second).toEqual({
      checked: 1,
      credited: [],
      pending: [unpaid.orderId],
      unreachable: [],
      expired: [],
    });
    expect(await ledger.balance('user_ann')).toBe(28);
  });

  it("refunds in full through Razorpay's refund API an order paid after its account closed", async () => {
    const order = await createOrder('user_ann', 'premium', orderPorts);
    await orderPorts.users.setClosedAt('user_ann', '2026-05-01T10:01:00.000Z');
    const captured = fake.pay(order.orderId, 'captured');
    clock = new Date('2026-05-01T10:20:00.000Z');

    expect(await reconcilePayments({ olderThanMinutes: 15 }, ports)).toMatchObject({
      credited: [order.orderId],
    });
    expect(fake.refunds).toMatchObject([
      { payment_id: captured.id, amount: captured.amount, status: 'processed' },
    ]);
    const refunded = await store.get(order.orderId);
    expect(refunded?.reversals).toMatchObject([
      {
        id: fake.refunds[0]?.id,
        kind: 'refund',
        amount: captured.amount / 100,
        tokensTakenBack: 25,
      },
    ]);
    expect(await ledger.balance('user_ann')).toBe(3);

    // Asked again (a late webhook, the next run): nothing more goes back.
    clock = new Date('2026-05-01T10:40:00.000Z');
    await reconcilePayments({ olderThanMinutes: 15 }, ports);
    expect(fake.refunds).toHaveLength(1);
    expect(await ledger.balance('user_ann')).toBe(3);
  });

  it('leaves orders younger than the cutoff alone', async () => {
    const order = await createOrder('user_ann', 'pro', orderPorts);
    fake.pay(order.orderId, 'captured');
    clock = new Date('2026-05-01T10:05:00.000Z');

    expect(await reconcilePayments({ olderThanMinutes: 15 }, ports)).toMatchObject({
      checked: 0,
      credited: [],
    });
    expect(await ledger.balance('user_ann')).toBe(3);
  });

  it('does not credit a captured payment of another amount', async () => {
    const order = await createOrder('user_ann', 'pro', orderPorts);
    fake.payments.push({
      id: 'pay_WrongAmount001',
      entity: 'payment',
      amount: 100,
      currency: 'INR',
      status: 'captured',
      order_id: order.orderId,
      method: 'upi',
    });
    clock = new Date('2026-05-01T11:00:00.000Z');

    expect(await reconcilePayments({ olderThanMinutes: 15 }, ports)).toMatchObject({
      pending: [order.orderId],
    });
    expect(await ledger.balance('user_ann')).toBe(3);
  });

  it('logs a check that fails, with its cause, and goes on with the rest', async () => {
    const orders = [];
    for (const minute of [0, 1, 2]) {
      clock = new Date(Date.UTC(2026, 4, 1, 10, minute));
      orders.push(await createOrder('user_ann', 'standard', orderPorts));
    }
    const [oldest, middle, newest] = orders.map((order) => order.orderId);
    for (const orderId of [oldest, newest]) fake.pay(orderId ?? '', 'captured');
    clock = new Date('2026-05-01T11:00:00.000Z');
    const asked: string[] = [];
    ports.gateway = {
      ...gateway,
      paymentsOfOrder: (orderId) => {
        asked.push(orderId);
        return orderId === middle
          ? Promise.reject(new Error('socket hang up'))
          : gateway.paymentsOfOrder(orderId);
      },
    };

    expect(await reconcilePayments({ olderThanMinutes: 15 }, ports)).toEqual({
      checked: 3,
      credited: [newest, oldest],
      pending: [],
      unreachable: [middle],
      expired: [],
    });
    expect(asked).toEqual([newest, middle, oldest]);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'reconciling an order failed; the run goes on',
        orderId: middle,
        error: expect.objectContaining({ message: 'socket hang up' }),
      }),
    );
  });

  it('a credit that fails in the middle of a run loses nothing: the others are credited, it is on the next run', async () => {
    const orders = [];
    for (const minute of [0, 1, 2]) {
      clock = new Date(Date.UTC(2026, 4, 1, 10, minute));
      orders.push((await createOrder('user_ann', 'standard', orderPorts)).orderId);
    }
    const [oldest, middle, newest] = orders;
    for (const orderId of orders) fake.pay(orderId ?? '', 'captured');
    clock = new Date('2026-05-01T11:00:00.000Z');
    ports.store = {
      ...store,
      credit: (request) =>
        request.orderId === middle
          ? Promise.reject(new Error('database is locked'))
          : store.credit(request),
    };

    expect(await reconcilePayments({ olderThanMinutes: 15 }, ports)).toMatchObject({
      credited: [newest, oldest],
      unreachable: [middle],
    });
    expect((await store.get(middle ?? ''))?.status).toBe('created');
    const perOrder = (await ledger.entries('user_ann')).filter((e) => e.reason === 'purchase');
    expect(perOrder).toHaveLength(2);

    ports.store = store;
    expect((await reconcilePayments({ olderThanMinutes: 15 }, ports)).credited).toEqual([middle]);
    const balanceAfterBoth = await ledger.balance('user_ann');
    expect(await reconcilePayments({ olderThanMinutes: 15 }, ports)).toMatchObject({
      credited: [],
    });
    expect(await ledger.balance('user_ann')).toBe(balanceAfterBoth);
    expect((await ledger.entries('user_ann')).filter((e) => e.reason === 'purchase')).toHaveLength(
      3,
    );
  });

  it('checks only orders younger than 48 hours, newest first in batches, and expires older ones once', async () => {
    const created: Record<string, string> = {};
    for (const [name, at] of [
      ['threeDays', '2026-04-28T10:00:00.000Z'],
      ['fiftyHours', '2026-04-29T08:00:00.000Z'],
      ['oneDay', '2026-04-30T10:00:00.000Z'],
      ['twoHours', '2026-05-01T08:00:00.000Z'],
      ['oneHour', '2026-05-01T09:00:00.000Z'],
    ] as const) {
      clock = new Date(at);
      created[name] = (await createOrder('user_ann', 'standard', orderPorts)).orderId;
    }
    // A payment the old order got long ago is no longer looked for.
    fake.pay(created.fiftyHours ?? '', 'captured');
    clock = new Date('2026-05-01T10:00:00.000Z');
    const asked: string[] = [];
    ports.gateway = {
      ...gateway,
      paymentsOfOrder: (orderId) => {
        asked.push(orderId);
        return gateway.paymentsOfOrder(orderId);
      },
    };
    published = [];

    const first = await reconcilePayments({ olderThanMinutes: 15, batchSize: 2 }, ports);
    const recent = [created.oneHour, created.twoHours, created.oneDay];
    expect(first).toEqual({
      checked: 3,
      credited: [],
      pending: recent,
      unreachable: [],
      expired: [created.threeDays, created.fiftyHours],
    });
    expect(asked).toEqual(recent);
    expect((await store.get(created.fiftyHours ?? ''))?.status).toBe('expired');
    // One change for the owner of both orders expired in one batch.
    expect(published).toEqual(['user_ann:payments']);
    expect(await ledger.balance('user_ann')).toBe(3);

    asked.length = 0;
    const second = await reconcilePayments({ olderThanMinutes: 15, maxChecks: 2 }, ports);
    expect(second).toMatchObject({ checked: 2, pending: recent.slice(0, 2), expired: [] });
    expect(asked).toEqual(recent.slice(0, 2));
  });

  it('refuses an eleventh open order with 429 until the oldest leaves the window', async () => {
    for (let minute = 0; minute < OPEN_ORDERS_PER_USER; minute += 1) {
      clock = new Date(Date.UTC(2026, 4, 1, 10, minute));
      await createOrder('user_ann', 'standard', orderPorts);
    }
    const refused = createOrder('user_ann', 'standard', orderPorts);
    await expect(refused).rejects.toBeInstanceOf(RateLimited);
    await expect(refused).rejects.toThrow(PAYMENT_MESSAGES.tooManyOpenOrders(OPEN_ORDERS_PER_USER));
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 48 * 3600 - 9 * 60 });
    // Another user is not affected.
    await createOrder('user_bob', 'standard', orderPorts);
    // Once the oldest is 48 hours old it no longer counts.
    clock = new Date('2026-05-03T10:00:01.000Z');
    await createOrder('user_ann', 'standard', orderPorts);
  });
});
