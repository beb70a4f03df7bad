import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { formatShortDate } from '@/lib/format-short-date';
import type { AccountActions } from './use-account-actions';

/** While the account is closed: what still works, until when, and the way back. */
export function ClosedAccountBanner({
  actions,
}: {
  actions: Pick<AccountActions, 'downloadData' | 'reopen'>;
}) {
  const { authUser } = useCurrentUser();
  if (!authUser?.closedAt || !authUser.deleteAfter) return null;
  const deletedOn = formatShortDate(authUser.deleteAfter);
  return (
    <Box sx={{ px: { xs: 1.5, md: 3 }, pt: { xs: 1.5, md: 2 } }}>
      <Alert
        severity="warning"
        variant="outlined"
        sx={{ background: (t) => alpha(t.palette.status.notice, 0.08) }}
      >
        <AlertTitle>Your account is closed</AlertTitle>
        It is read-only until {deletedOn}: you can look and download, but not generate, edit, buy
        tokens or start chats. On {deletedOn} everything personal is deleted.
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
          <Button
            color="warning"
            variant="contained"
            size="small"
            onClick={() => void actions.reopen()}
          >
            Reopen account
          </Button>
          <Button color="inherit" size="small" onClick={actions.downloadData}>
            Download my data
          </Button>
        </Box>
      </Alert>
    </Box>
  );
}
