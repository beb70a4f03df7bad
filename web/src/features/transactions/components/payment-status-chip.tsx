import Chip from '@mui/material/Chip';
import type { PaymentStatus } from '@thumbforge/contract';
import { paymentStatusView } from '../payment-status';

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { label, color } = paymentStatusView(status);
  return (
    <Chip label={label} color={color} variant="outlined" size="small" sx={{ fontWeight: 700 }} />
  );
}
