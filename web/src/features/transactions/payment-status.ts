import type { PaymentStatus } from '@thumbforge/contract';

export interface PaymentStatusView {
  /** In the creator's words rather than the gateway's. */
  label: string;
  /** docs/product-rules.md section 2: paid green, pending yellow, failed red, anything else muted. */
  color: 'success' | 'warning' | 'error' | 'default';
}

const VIEWS: Record<PaymentStatus, PaymentStatusView> = {
  paid: { label: 'Paid', color: 'success' },
  // An order stays `created` until a payment for it succeeds or fails.
  created: { label: 'Pending', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
  // Left unpaid for 48 hours: no longer checked for a payment, and nothing was charged.
  expired: { label: 'Expired', color: 'default' },
};

export const paymentStatusView = (status: PaymentStatus): PaymentStatusView => VIEWS[status];
