import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { PLANS, type Payment } from '@thumbforge/contract';
import { useId } from 'react';
import { formatRupees } from '@/lib/format-rupees';
import { formatPaymentDate } from '../format-payment-date';
import { paymentNumber } from '../payment-number';
import { paymentRefundView } from '../payment-refund';
import { PaymentStatusChip } from './payment-status-chip';
import { CreditNoteButton, ReceiptButton } from './receipt-button';

/** One payment of the history (docs/product-rules.md section 2); only a paid one has a receipt. */
export function PaymentCard({ payment }: { payment: Payment }) {
  const headingId = useId();
  const refund = paymentRefundView(payment);
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.25 }}>
            <Typography
              id={headingId}
              component="h2"
              variant="h6"
              sx={{ lineHeight: 1.3, fontSize: { xs: '1.0625rem', sm: '1.25rem' } }}
            >
              Payment{' '}
              {/* A receipt number breaks at its hyphens; it reads better whole on the next line. */}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                #{paymentNumber(payment)}
              </Box>
            </Typography>
            <PaymentStatusChip status={payment.status} refund={refund} />
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.75 }}>
            {formatPaymentDate(payment.createdAt)} · {PLANS[payment.plan].name} package
          </Typography>
          {refund?.lines.map((line) => (
            <Box
              key={line.id}
              sx={{ mt: 0.75, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            >
              <Typography variant="body2" color="textSecondary">
                {line.text}
                {line.creditNote && (
                  <>
                    {' '}
                    · Credit note{' '}
                    <Box component="span" sx={{ whiteSpace: 'nowrap', color: 'text.primary' }}>
                      {line.creditNote}
                    </Box>
                  </>
                )}
              </Typography>
              {line.creditNote && (
                <CreditNoteButton paymentId={payment._id} number={line.creditNote} />
              )}
            </Box>
          ))}
        </Box>
        <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Typography
            component="p"
            sx={{ fontSize: { xs: '1.375rem', sm: '1.625rem' }, fontWeight: 800, lineHeight: 1.2 }}
          >
            {formatRupees(payment.amount)}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {payment.tokens} tokens
          </Typography>
        </Box>
      </Box>
      {(payment.razorpayId || payment.status === 'paid') && (
        <Box
          sx={{
            mt: 2.5,
            pt: 2,
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
            gap: 1.5,
          }}
        >
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {payment.razorpayId && (
              <>
                Payment ID{' '}
                <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.primary' }}>
                  {payment.razorpayId}
                </Box>
              </>
            )}
          </Typography>
          {payment.status === 'paid' && (
            <ReceiptButton paymentId={payment._id} taxInvoice={payment.taxInvoice} />
          )}
        </Box>
      )}
    </Card>
  );
}
