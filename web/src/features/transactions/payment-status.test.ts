import { describe, expect, it } from 'vitest';
import { paymentStatusView } from './payment-status';

describe('paymentStatusView', () => {
  it('calls a paid order Paid, in green', () => {
    expect(paymentStatusView('paid')).toEqual({ label: 'Paid', color: 'success' });
  });

  it('calls an order still waiting for its payment Pending, in yellow', () => {
    expect(paymentStatusView('created')).toEqual({ label: 'Pending', color: 'warning' });
  });

  it('calls a failed payment Failed, in red', () => {
    expect(paymentStatusView('failed')).toEqual({ label: 'Failed', color: 'error' });
  });

  it('calls an order left unpaid past the reconciler’s window Expired, muted', () => {
    expect(paymentStatusView('expired')).toEqual({ label: 'Expired', color: 'default' });
  });
});
