import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentRetention } from '../../src/core/ports/payment-retention.port.js';
import type { PaymentStore } from '../../src/core/ports/payment-store.port.js';
import { paymentOrder } from '../support/store-records.js';

interface PaymentRetentionFixture {
  retention: PaymentRetention;
  store: PaymentStore;
  close(): Promise<void> | void;
}

/** The PaymentRetention port's behaviour, run against every adapter. */
export function describePaymentRetention(
  name: string,
  makeFixture: () => Promise<PaymentRetentionFixture>,
): void {
  describe(`PaymentRetention contract: ${name}`, () => {
    let fixture: PaymentRetentionFixture;

    beforeEach(async () => {
      fixture = await makeFixture();
    });
    afterEach(async () => {
      await fixture.close();
    });

    it("unlinks one owner's records and keeps what tax law needs", async () => {
      await fixture.store.create(paymentOrder('order_ann_1'));
      await fixture.store.create(paymentOrder('order_ann_2'));
      await fixture.store.create(paymentOrder('order_bob_1', { ownerId: 'user_bob' }));

      expect(await fixture.retention.unlinkOwner('user_ann')).toBe(2);
      expect(await fixture.store.listByOwner('user_ann')).toEqual([]);
      expect(await fixture.store.get('order_ann_1')).toEqual({
        ...paymentOrder('order_ann_1'),
        ownerId: '',
      });
      expect(await fixture.store.listByOwner('user_bob')).toHaveLength(1);
      expect(await fixture.retention.unlinkOwner('user_ann')).toBe(0);
    });

    it('forgets a person’s billing name and email, keeping the state and a business’s GSTIN', async () => {
      const person = {
        name: 'Asha Rao',
        email: 'asha@example.com',
        state: '29',
        gstin: null,
        address: null,
      };
      const business = {
        ...person,
        name: 'Rao Media LLP',
        gstin: '29AAGCT1234F1ZH',
        address: '4 Residency Road, Bengaluru 560025',
      };
      await fixture.store.create(paymentOrder('order_person', { billing: person }));
      await fixture.store.create(paymentOrder('order_business', { billing: business }));

      expect(await fixture.retention.unlinkOwner('user_ann')).toBe(2);
      expect((await fixture.store.get('order_person'))?.billing).toEqual({
        name: '',
        email: '',
        state: '29',
        gstin: null,
        address: null,
      });
      expect((await fixture.store.get('order_business'))?.billing).toEqual({
        name: 'Rao Media LLP',
        email: '',
        state: '29',
        gstin: '29AAGCT1234F1ZH',
        address: '4 Residency Road, Bengaluru 560025',
      });
    });

    it('deletes records created before a date, oldest first, at most the limit', async () => {
      await fixture.store.create(
        paymentOrder('order_2019', { createdAt: '2019-02-01T00:00:00.000Z' }),
      );
      await fixture.store.create(
        paymentOrder('order_2018', { createdAt: '2018-05-01T00:00:00.000Z' }),
      );
      await fixture.store.create(paymentOrder('order_2026'));

      const cutoff = new Date('2020-01-01T00:00:00.000Z');
      expect(await fixture.retention.countCreatedBefore(cutoff)).toBe(2);
      expect(await fixture.retention.deleteCreatedBefore(cutoff, 1)).toEqual(['order_2018']);
      expect(await fixture.retention.deleteCreatedBefore(cutoff, 10)).toEqual(['order_2019']);
      expect(await fixture.retention.deleteCreatedBefore(cutoff, 10)).toEqual([]);
      expect(await fixture.retention.countCreatedBefore(cutoff)).toBe(0);
      expect(await fixture.store.get('order_2018')).toBeNull();
      expect(await fixture.store.get('order_2026')).not.toBeNull();
    });
  });
}
