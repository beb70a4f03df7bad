import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { BackButton } from '@/components/back-button';
import { PageLayout } from '@/components/page-layout';
import { usePaymentHistory, type PaymentHistory } from './api/get-payments';
import { NoTransactions } from './components/no-transactions';
import { PaymentCard } from './components/payment-card';

function History({ history }: { history: PaymentHistory }) {
  switch (history.status) {
    case 'loading':
      return (
        <Box role="status" aria-label="Loading payments" sx={{ display: 'grid', gap: 2 }}>
          {[0, 1].map((key) => (
            <Skeleton key={key} variant="rounded" height={132} sx={{ borderRadius: '16px' }} />
          ))}
        </Box>
      );
    case 'failed':
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={history.retry}>
              Retry
            </Button>
          }
        >
          Your payments could not be loaded.
        </Alert>
      );
    case 'ready':
      if (history.payments.length === 0) return <NoTransactions />;
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {history.payments.map((payment) => (
            <PaymentCard key={payment._id} payment={payment} />
          ))}
        </Box>
      );
  }
}

export function TransactionsPage() {
  const history = usePaymentHistory();
  return (
    <PageLayout back={<BackButton to={paths.dashboard} label="Back to Dashboard" />}>
      <title>Transaction History · ThumbForge</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, mb: 4 }}>
        Transaction History
      </Typography>
      <History history={history} />
    </PageLayout>
  );
}
