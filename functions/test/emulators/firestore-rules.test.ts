import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMULATOR_PROJECT_ID, emulatorStatus, rulesFile } from './emulator-env.js';

const firestore = emulatorStatus('firestore');
const suffix = firestore.skipReason ? ` (${firestore.skipReason})` : '';

const CREATED = '2030-01-01T00:00:00.000Z';

describe.skipIf(!firestore.host)(`firestore.rules${suffix}`, () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    const [host = '', port = ''] = (firestore.host ?? '').split(':');
    env = await initializeTestEnvironment({
      projectId: EMULATOR_PROJECT_ID,
      firestore: { rules: rulesFile('firestore.rules'), host, port: Number(port) },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      for (const uid of ['ann', 'bob']) {
        await db.doc(`users/${uid}`).set({
          tokenBalance: 3,
          firstName: uid,
          createdAt: CREATED,
          brandKit: { colours: ['#e50914'], font: 'anton', titleStyle: 'box' },
        });
        await db.doc(`users/${uid}/ledger/signup`).set({ delta: 3, reason: 'signup' });
        await db.doc(`chats/${uid}Chat`).set({ ownerId: uid, title: '', createdAt: CREATED });
        await db.doc(`chats/${uid}Chat/messages/m1`).set({ ownerId: uid, createdAt: CREATED });
        await db.doc(`payments/order_${uid}`).set({ ownerId: uid, createdAt: CREATED });
      }
      await db.doc('webhookEvents/evt_1').set({ type: 'payment.captured' });
      await db.doc('counters/receipt').set({ lastReceiptSequence: 1 });
      await db.doc('reservations/m1').set({ userId: 'ann', state: 'pending' });
    });
  });

  const ann = () => env.authenticatedContext('ann').firestore();

  it('lets a user read their own user document, brand kit included, and ledger', async () => {
    const own = await assertSucceeds(ann().doc('users/ann').get());
    expect(own.get('brandKit.colours')).toEqual(['#e50914']);
    await assertSucceeds(ann().doc('users/ann/ledger/signup').get());
    await assertSucceeds(ann().collection('users/ann/ledger').get());
  });

  it("refuses another user's user document and ledger", async () => {
    await assertFails(ann().doc('users/bob').get());
    await assertFails(ann().doc('users/bob/ledger/signup').get());
    await assertFails(ann().collection('users/bob/ledger').get());
  });

  it('lets a user read their own chats, messages and payments, queried by owner', async () => {
    await assertSucceeds(ann().doc('chats/annChat').get());
    await assertSucceeds(ann().doc('chats/annChat/messages/m1').get());
    await assertSucceeds(ann().doc('payments/order_ann').get());
    await assertSucceeds(ann().collection('chats').where('ownerId', '==', 'ann').get());
    await assertSucceeds(
      ann().collection('chats/annChat/messages').where('ownerId', '==', 'ann').get(),
    );
    await assertSucceeds(ann().collection('payments').where('ownerId', '==', 'ann').get());
  });

  it("refuses another user's chats, messages and payments, and unfiltered lists", async () => {
    await assertFails(ann().doc('chats/bobChat').get());
    await assertFails(ann().doc('chats/bobChat/messages/m1').get());
    await assertFails(ann().doc('payments/order_bob').get());
    await assertFails(ann().collection('chats').get());
    await assertFails(ann().collection('payments').where('ownerId', '==', 'bob').get());
  });

  it('refuses every read to a visitor who is not signed in', async () => {
    const visitor = env.unauthenticatedContext().firestore();
    await assertFails(visitor.doc('users/ann').get());
    await assertFails(visitor.doc('chats/annChat').get());
    await assertFails(visitor.doc('payments/order_ann').get());
  });

  it('keeps webhook events, counters and reservations from every client', async () => {
    await assertFails(ann().doc('webhookEvents/evt_1').get());
    await assertFails(ann().doc('counters/receipt').get());
    await assertFails(ann().doc('reservations/m1').get());
  });

  it('denies every write, even to what the user owns', async () => {
    const db = ann();
    await assertFails(db.doc('users/ann').update({ tokenBalance: 1000 }));
    await assertFails(db.doc('users/ann').update({ 'brandKit.colours': ['#000000'] }));
    await assertFails(db.doc('users/new').set({ tokenBalance: 3 }));
    await assertFails(db.doc('users/ann/ledger/gift').set({ delta: 100, reason: 'purchase' }));
    await assertFails(db.doc('chats/newChat').set({ ownerId: 'ann', title: '' }));
    await assertFails(db.doc('chats/annChat').update({ title: 'renamed' }));
    await assertFails(db.doc('chats/annChat').delete());
    await assertFails(db.doc('chats/annChat/messages/m2').set({ ownerId: 'ann' }));
    await assertFails(db.doc('payments/order_ann').update({ status: 'paid' }));
    await assertFails(db.doc('webhookEvents/evt_2').set({ type: 'order.paid' }));
  });
});
