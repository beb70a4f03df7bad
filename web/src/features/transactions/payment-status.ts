import type { PaymentStatus } from '@thumbforge/contract';

export interface PaymentStatusView {
  /** In the creator's words rather than the gateway's. */
  label: string;
  /** SPEC.md section 2: paid green, pending yellow, failed red. */
  color: 'success' | 'warning' | 'error';
}

const VIEWS: Record<PaymentStatus, PaymentStatusView> = {
  paid: { label: 'Paid', color: 'success' },
  // An order stays `created` until a payment for it succeeds or fails.
  created: { label: 'Pending', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
};

export const paymentStatusView = (status: PaymentStatus): PaymentStatusView => VIEWS[status];
