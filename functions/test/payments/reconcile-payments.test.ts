import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay.js';
import { openTempDatabase } from '../support/temp-database.js';
import { createSqlitePaymentStore } from '../../src/adapters/embedded/sqlite-payment-store.js';
import { createSqliteTokenLedger } from '../../src/adapters/embedded/sqlite-token-ledger.js';
import { createSqliteUserStore } from '../../src/adapters/embedded/sqlite-user-store.js';
import { createRazorpayPaymentGateway } from '../../src/adapters/razorpay/razorpay-payment-gateway.js';
import type { ChangeNotifier } from '../../src/core/ports/change-notifier.port.js';
import type { PaymentGateway } from '../../src/core/ports/payment-gateway.port.js';
import type { PaymentStore } from '../../src/core/ports/payment-store.port.js';
import type { TokenLedger } from '../../src/core/ports/token-ledger.port.js';
import { createOrder } from '../../src/core/payments/create-order.js';
import { reconcilePayments } from '../../src/core/payments/reconcile-payments.js';

const PROFILE = { fullName: 'Ann Lee', firstName: 'Ann', emailAddresses: ['ann@example.com'] };

describe('reconcilePayments against Razorpay (a local fake)', () => {
  let fake: FakeRazorpay;
  let database: ReturnType<typeof openTempDatabase>;
  let store: PaymentStore;
  let ledger: TokenLedger;
  let gateway: PaymentGateway;
  let clock: Date;
  let published: string[];
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
    ports = { store, gateway, changes, now };
    orderPorts = {
      store,
      gateway,
      now,
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

    const first = await reconcilePayments(15, ports);
    expect(first).toEqual({
      checked: 2,
      credited: [paid.orderId],
      pending: [unpaid.orderId],
      unreachable: [],
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

    const second = await reconcilePayments(15, ports);
    expect(second).toEqual({
      checked: 1,
      credited: [],
      pending: [unpaid.orderId],
      unreachable: [],
    });
    expect(await ledger.balance('user_ann')).toBe(28);
  });

  it('leaves orders younger than the cutoff alone', async () => {
    const order = await createOrder('user_ann', 'pro', orderPorts);
    fake.pay(order.orderId, 'captured');
    clock = new Date('2026-05-01T10:05:00.000Z');

    expect(await reconcilePayments(15, ports)).toMatchObject({ checked: 0, credited: [] });
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

    expect(await reconcilePayments(15, ports)).toMatchObject({ pending: [order.orderId] });
    expect(await ledger.balance('user_ann')).toBe(3);
  });

  it('reports orders it could not ask about and goes on with the rest', async () => {
    const first = await createOrder('user_ann', 'standard', orderPorts);
    const second = await createOrder('user_ann', 'standard', orderPorts);
    fake.pay(second.orderId, 'captured');
    clock = new Date('2026-05-01T11:00:00.000Z');
    fake.failNext(503);

    expect(await reconcilePayments(15, ports)).toEqual({
      checked: 2,
      credited: [second.orderId],
      pending: [],
      unreachable: [first.orderId],
    });
  });
});
