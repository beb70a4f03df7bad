import ScienceRounded from '@mui/icons-material/ScienceRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { PAYMENT_MESSAGES } from '@thumbforge/contract';
import { useId, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { formatRupees } from '@/lib/format-rupees';
import type { CheckoutEvents, CheckoutRequest } from '@/lib/checkout/checkout';
import { usePayInSandbox } from '@/lib/checkout/pay-in-sandbox';

type Outcome = 'success' | 'failure';

interface SandboxCheckoutDialogProps {
  request: CheckoutRequest;
  events: CheckoutEvents;
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
}

/**
 * Stands in for Razorpay Checkout: the buyer chooses the outcome, the sandbox gateway answers with
 * what Checkout would hand over, and the same events fire, so the purchase flow cannot tell them
 * apart. Like Checkout, a failed attempt keeps it open for a retry.
 */
export function SandboxCheckoutDialog({
  request,
  events,
  open,
  onClose,
  onClosed,
}: SandboxCheckoutDialogProps) {
  const titleId = useId();
  const pay = usePayInSandbox();
  const [paying, setPaying] = useState<Outcome | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { order, plan, customer } = request;

  async function attempt(outcome: Outcome) {
    setPaying(outcome);
    setNotice(null);
    try {
      // Razorpay also posts a webhook for every attempt, so the sandbox asks for one too: failed
      // attempts get recorded, and the webhook races verify as it does in production.
      const answer = await pay({ orderId: order.orderId, outcome, webhook: true });
      if ('error' in answer) {
        setNotice(PAYMENT_MESSAGES.sandboxAttemptFailed);
        events.onFailed(answer);
      } else {
        onClose();
        events.onPaid(answer);
      }
    } catch (error) {
      setNotice(isApiError(error) ? error.message : PAYMENT_MESSAGES.sandboxUnreachable);
    } finally {
      setPaying(null);
    }
  }

  // Like Razorpay's modal.ondismiss, dismissal is reported once checkout has finished closing:
  // the plan's button, enabled again then, can take back focus from a dialog that is gone.
  const dismissed = useRef(false);
  function dismiss() {
    if (paying) return;
    dismissed.current = true;
    onClose();
  }
  function onExited() {
    if (dismissed.current) events.onDismissed();
    onClosed();
  }

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: { onExited },
        paper: { sx: { borderRadius: '16px', border: 1, borderColor: 'divider' } },
      }}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        <Chip
          icon={<ScienceRounded />}
          label="SANDBOX — no real money moves"
          color="warning"
          variant="outlined"
          size="small"
          sx={{ mb: 1.5, fontWeight: 700 }}
        />
        <Box component="span" sx={{ display: 'block' }}>
          ThumbForge checkout
        </Box>
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary">
          This stands in for Razorpay while ThumbForge runs offline. Choose how the payment ends.
        </Typography>
        <Box
          sx={{
            mt: 2.5,
            p: 2,
            borderRadius: '12px',
            border: 1,
            borderColor: 'divider',
            background: (t) => alpha(t.palette.common.white, 0.03),
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{plan.name} package</Typography>
            <Typography variant="body2" color="textSecondary">
              {plan.tokens} tokens
            </Typography>
          </Box>
          <Typography
            component="p"
            sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, fontWeight: 800, flexShrink: 0 }}
          >
            {formatRupees(order.amount)}
          </Typography>
        </Box>
        <Typography
          variant="caption"
          color="textSecondary"
          component="p"
          sx={{ mt: 1.5, overflowWrap: 'anywhere' }}
        >
          Paying as {customer.name} · {customer.email}
          <br />
          Order {order.orderId}
        </Typography>
        {notice && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {notice}
          </Alert>
        )}
      </DialogContent>
      <DialogActions
        sx={{
          px: 3,
          pb: 3,
          gap: 1,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: 'stretch',
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        <Button onClick={dismiss} color="inherit" disabled={paying !== null}>
          Cancel
        </Button>
        <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
        <Button
          variant="outlined"
          color="error"
          onClick={() => void attempt('failure')}
          loading={paying === 'failure'}
          disabled={paying === 'success'}
          // The theme paints outlined buttons white; this one is the failure path, so it reads red.
          sx={{ color: 'error.light', borderColor: (t) => alpha(t.palette.error.main, 0.5) }}
        >
          Fail payment
        </Button>
        <Button
          variant="contained"
          onClick={() => void attempt('success')}
          loading={paying === 'success'}
          disabled={paying === 'failure'}
        >
          Pay {formatRupees(order.amount)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
