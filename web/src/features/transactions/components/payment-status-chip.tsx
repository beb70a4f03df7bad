import Chip from '@mui/material/Chip';
import type { PaymentStatus } from '@thumbforge/contract';
import type { PaymentRefundView } from '../payment-refund';
import { paymentStatusView, type PaymentStatusView } from '../payment-status';

/** A refund or dispute outranks the status: the money is no longer simply paid. */
export function PaymentStatusChip({
  status,
  refund,
}: {
  status: PaymentStatus;
  refund: PaymentRefundView | null;
}) {
  const { label, color }: PaymentStatusView = refund
    ? { label: refund.label, color: 'default' }
    : paymentStatusView(status);
  return (
    <Chip label={label} color={color} variant="outlined" size="small" sx={{ fontWeight: 700 }} />
  );
}
