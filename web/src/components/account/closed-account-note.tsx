import Typography from '@mui/material/Typography';
import { useCurrentUser } from '@/lib/auth/current-user-context';

/** Whether the signed-in account is closed: read-only until it is reopened. */
export function useAccountClosed(): boolean {
  return Boolean(useCurrentUser().authUser?.closedAt);
}

/**
 * The one line beside a control a closed account disables: why, and how to reopen. Its id is
 * the control's `aria-describedby`, so a screen reader hears the reason with the control.
 */
export function ClosedAccountNote({ id, text }: { id: string; text: string }) {
  return (
    <Typography id={id} variant="body2" color="textSecondary">
      {text}
    </Typography>
  );
}
