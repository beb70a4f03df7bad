import { describe, expect, it } from 'vitest';
import { describePaymentGateway } from '../../../test/contracts/payment-gateway.contract.js';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import { createSandboxPaymentGateway } from './sandbox-payment-gateway.js';

describePaymentGateway('sandbox', async () => {
  const { db, close } = openTempDatabase();
  const sandbox = createSandboxPaymentGateway(db, 'rzp_test_sandbox');
  return {
    gateway: sandbox,
    pay: async (orderId, outcome) => {
      const payment = await sandbox.recordPayment(orderId, outcome);
      if (!payment) throw new Error('the sandbox lost the order');
      return payment.id;
    },
    close,
  };
});

describe('sandbox gateway', () => {
  it('records no payment for an order it never created', async () => {
    const { db, close } = openTempDatabase();
    try {
      const sandbox = createSandboxPaymentGateway(db, 'rzp_test_sandbox');
      expect(await sandbox.recordPayment('order_AAAAAAAAAAAAAA', 'success')).toBeNull();
      expect(sandbox.keyId).toBe('rzp_test_sandbox');
    } finally {
      close();
    }
  });
});
