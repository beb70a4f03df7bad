import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { paths } from '@/config/paths';

export function NoTransactions() {
  return (
    <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2,
          borderRadius: '16px',
          display: 'grid',
          placeItems: 'center',
          background: (t) => alpha(t.palette.primary.main, 0.12),
          color: 'primary.light',
        }}
      >
        <ReceiptLongRounded fontSize="large" />
      </Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        No transactions yet
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Your token purchases and receipts will appear here.
      </Typography>
      <Button href={paths.pricing} variant="contained">
        Purchase Tokens
      </Button>
    </Card>
  );
}
