import { PAYMENT_MESSAGES, RETENTION, type Payment } from '@thumbforge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { BackButton } from '@/components/back-button';
import { PageLayout } from '@/components/page-layout';
import type { LiveQuery } from '@/lib/live/live-data';
import { usePayments } from '@/lib/live/live-data-context';
import { useErrorToast } from '@/lib/toast/use-error-toast';
import { NoTransactions } from './components/no-transactions';
import { PaymentCard } from './components/payment-card';
import { TokenGrants } from './components/token-grants';
import { useTokenGrants } from '@/components/account/api/get-token-grants';

/** The history as the live data has it: kept current, so a purchase in another tab shows here. */
function History({ history }: { history: LiveQuery<Payment[]> }) {
  const { data: payments, error, refresh } = history;
  if (!payments && !error) {
    return (
      <Box role="status" aria-label="Loading payments" sx={{ display: 'grid', gap: 2 }}>
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={132} sx={{ borderRadius: '16px' }} />
        ))}
      </Box>
    );
  }
  if (!payments) {
    // The failure's toast has been shown; kept payments stay on screen through later failures.
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refresh()}>
            Retry
          </Button>
        }
      >
        Your payments could not be loaded.
      </Alert>
    );
  }
  if (payments.length === 0) return <NoTransactions />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {payments.map((payment) => (
        <PaymentCard key={payment._id} payment={payment} />
      ))}
    </Box>
  );
}

export function TransactionsPage() {
  const history = usePayments();
  const grants = useTokenGrants();
  useErrorToast(history.error, PAYMENT_MESSAGES.historyFailed);
  return (
    <PageLayout back={<BackButton to={paths.dashboard} label="Back to Dashboard" />}>
      <title>Transaction History · ThumbForge</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, mb: 1.5 }}>
        Transaction History
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4, maxWidth: 640 }}>
        Payment records are kept for {RETENTION.paymentYears} years, as tax law requires, then
        deleted. If you close your account they stay for that time with only the amount, date,
        receipt or invoice number, package and the state billed, no longer linked to your name or
        email.
      </Typography>
      <History history={history} />
      <TokenGrants grants={grants} />
    </PageLayout>
  );
}
