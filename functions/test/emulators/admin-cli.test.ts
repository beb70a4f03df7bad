import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirestorePaymentStore } from '../../src/adapters/firebase/firestore-payment-store.js';
import { createFirestoreTokenLedger } from '../../src/adapters/firebase/firestore-token-ledger.js';
import { createFirestoreUserStore } from '../../src/adapters/firebase/firestore-user-store.js';
import { adminRuntime } from '../../src/composition/admin.js';
import { runAdminCommand } from '../support/admin.js';
import { startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay.js';
import { createUser, paymentCredit, paymentOrder } from '../support/store-records.js';
import {
  clearFirestore,
  EMULATOR_PROJECT_ID,
  emulatorApp,
  emulatorStatus,
} from './emulator-env.js';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const firestore = emulatorStatus('firestore');
const suffix = firestore.skipReason ? ` (${firestore.skipReason})` : '';
const KEY_ID = 'rzp_test_admin';
const KEY_SECRET = 'admin-key-secret';

describe.skipIf(!firestore.host)(`npm run admin -- <command> on Firestore${suffix}`, () => {
  let db: Firestore;
  let closeApp: () => Promise<void>;
  let razorpay: FakeRazorpay;

  beforeAll(async () => {
    const { app, close } = emulatorApp();
    db = getFirestore(app);
    closeApp = close;
  });
  afterAll(async () => {
    await closeApp();
  });
  beforeEach(async () => {
    await clearFirestore(firestore.host ?? '');
    razorpay = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  });
  afterEach(async () => {
    await razorpay.close();
  });

  function admin(argv: string[], env: Record<string, string> = {}) {
    return runAdminCommand(argv, () =>
      adminRuntime(
        {
          GCLOUD_PROJECT: EMULATOR_PROJECT_ID,
          FIRESTORE_EMULATOR_HOST: firestore.host,
          RAZORPAY_KEY_ID: KEY_ID,
          RAZORPAY_KEY_SECRET: KEY_SECRET,
          ...env,
        },
        { razorpayApiBaseUrl: razorpay.url },
      ),
    );
  }

  /** Ann (ann@example.com, 3 signup tokens) with a premium order paid through Razorpay. */
  async function annWithPurchase() {
    const users = createFirestoreUserStore(db);
    const payments = createFirestorePaymentStore(db);
    await createUser(users, 'user_ann', 3);
    const created = await fetch(`${razorpay.url}/v1/orders`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ amount: 140_000, currency: 'INR', receipt: 'tf_admin' }),
    });
    const { id: orderId } = (await created.json()) as { id: string };
    const paymentId = razorpay.pay(orderId, 'captured').id;
    await payments.create(paymentOrder(orderId, { createdAt: new Date().toISOString() }));
    await payments.credit({ ...paymentCredit(orderId, paymentId), paidAt: new Date() });
    return { orderId, paymentId };
  }

  it('shows the balance and the ledger, grants with a reason and checks the ledger', async () => {
    await annWithPurchase();
    expect(await admin(['balance', 'Ann@Example.com'])).toMatchObject({
      code: 0,
      out: 'Ann@Example.com (user_ann): 28 tokens',
    });
    const grant = await admin(['grant', 'ann@example.com', '4', '--reason', 'Outage']);
    expect(grant.code).toBe(0);
    expect(grant.out).toMatch(/^Granted 4 tokens to ann@example.com \(user_ann\): balance 32/);
    const ledger = await admin(['ledger', 'ann@example.com']);
    expect(ledger.out.split('\n')).toHaveLength(4);
    expect(ledger.out).toMatch(/ \+4 += +32 +grant +Tokens granted by support .*"Outage"$/m);

    expect((await admin(['check'])).out).toBe('OK: 1 users, every balance equals its ledger sum');
    await db.collection('users').doc('user_ann').update({ tokenBalance: 40 });
    const drift = await admin(['check']);
    expect(drift.code).toBe(1);
    expect(drift.out).toContain('DRIFT user_ann: balance 40, ledger sum 32 over 3 entries');
    expect(await createFirestoreTokenLedger(db).balance('user_ann')).toBe(40);
  });

  it('refunds through the Razorpay refunds API and takes the tokens back once', async () => {
    const { orderId, paymentId } = await annWithPurchase();

    const res = await admin(['refund', paymentId]);
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(razorpay.refunds).toMatchObject([
      { payment_id: paymentId, amount: 140_000, notes: { orderId }, speed_requested: 'normal' },
    ]);
    expect(res.out).toContain(`Refund ${razorpay.refunds[0]?.id} of ₹1400.00`);
    expect(await createFirestoreTokenLedger(db).balance('user_ann')).toBe(3);
    expect((await createFirestorePaymentStore(db).get(orderId))?.reversals).toMatchObject([
      { kind: 'refund', amount: 1400, tokensTakenBack: 25 },
    ]);
    expect((await admin(['refund', paymentId])).code).toBe(1);
    expect(razorpay.refunds).toHaveLength(1);
  });

  it('says what is missing for a refund without Razorpay keys, and for an unknown user', async () => {
    const { paymentId } = await annWithPurchase();
    expect(await admin(['refund', paymentId], { RAZORPAY_KEY_SECRET: '' })).toEqual({
      code: 1,
      out: '',
      err: 'refund: Razorpay is not configured: set RAZORPAY_KEY_SECRET',
    });
    expect((await admin(['balance', 'nobody@example.com'])).err).toBe(
      'balance: No user has the email address nobody@example.com',
    );
  });
});
