import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { accountDeleteAfter, RETENTION } from '@thumbforge/contract';
import { useId, useState } from 'react';
import { SupportEmailLink } from '@/components/support-email-link';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { formatShortDate } from '@/lib/format-short-date';
import { usePayments } from '@/lib/live/live-data-context';
import { useTokenGrants } from './api/get-token-grants';
import { paidTokensLeft } from './paid-tokens-left';

interface CloseAccountDialogProps {
  open: boolean;
  onConfirm: () => Promise<unknown>;
  onDownload: () => void;
  onClose: () => void;
}

/** How many paid tokens are left, and how to ask for their refund; read as the dialog opens. */
function PaidTokensRefund() {
  const { authUser } = useCurrentUser();
  const payments = usePayments();
  const grants = useTokenGrants();
  const left = paidTokensLeft(authUser?.tokenBalance ?? 0, payments.data, grants);
  if (left === 0) {
    return (
      <Typography component="li" variant="body2">
        <strong>No paid tokens are left</strong> on your account, so there is nothing to refund.
      </Typography>
    );
  }
  return (
    <Typography component="li" variant="body2">
      <strong>
        {left === null
          ? 'Unspent paid tokens'
          : `${left} paid ${left === 1 ? 'token is' : 'tokens are'} left`}
      </strong>
      {left === null ? ' can be refunded' : ', which can be refunded'} under the refund policy
      (within 7 days of purchase): write to <SupportEmailLink /> with your order number from
      Transaction History, and we refund them.
    </Typography>
  );
}

/** Says exactly what closing does (the server's rule, issue 16) before anything happens. */
export function CloseAccountDialog({
  open,
  onConfirm,
  onDownload,
  onClose,
}: CloseAccountDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [closing, setClosing] = useState(false);
  const deletedOn = formatShortDate(accountDeleteAfter(new Date().toISOString()));
  const days = RETENTION.closedAccountDays;

  async function confirm() {
    setClosing(true);
    try {
      await onConfirm();
    } finally {
      setClosing(false);
      onClose();
    }
  }

  return (
    <Dialog
      open={open}
      onClose={closing ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{
        paper: {
          sx: { width: '100%', maxWidth: 520, background: (t) => t.palette.surface.dialog },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        Close your account?
      </DialogTitle>
      <DialogContent>
        <Box
          id={textId}
          component="ul"
          sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.25, color: 'text.secondary' }}
        >
          <Typography component="li" variant="body2">
            <strong>From now on</strong> you cannot generate or edit thumbnails, buy tokens or start
            new chats. Nothing is charged.
          </Typography>
          <Typography component="li" variant="body2">
            <strong>For {days} days</strong>, until {deletedOn}, you can still sign in, look at your
            chats, download your thumbnails and a copy of your data, and reopen your account from
            this menu.
          </Typography>
          <Typography component="li" variant="body2">
            <strong>On {deletedOn}</strong> we delete your photos, thumbnails, chats, messages,
            preferences, token history and your sign-in account. This cannot be undone.
          </Typography>
          <Typography component="li" variant="body2">
            <strong>Payment records</strong> are kept for {RETENTION.paymentYears} years, as tax law
            requires, with only the amount, date, receipt or invoice number, plan and the state
            billed, no longer linked to your name or email.
          </Typography>
          <PaidTokensRefund />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onDownload} disabled={closing} color="inherit" sx={{ mr: 'auto' }}>
          Download my data
        </Button>
        <Button onClick={onClose} disabled={closing} color="inherit">
          Cancel
        </Button>
        <Button onClick={() => void confirm()} loading={closing} variant="contained" color="error">
          Close account
        </Button>
      </DialogActions>
    </Dialog>
  );
}
