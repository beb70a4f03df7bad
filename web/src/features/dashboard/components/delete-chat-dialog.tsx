import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

interface DeleteChatDialogProps {
  open: boolean;
  /** The chat's full title, so it is clear which one goes. */
  title: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** docs/product-rules.md section 5: deleting asks first, in these words. */
export function DeleteChatDialog({ open, title, onConfirm, onClose }: DeleteChatDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
      onClose();
    }
  }

  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{
        paper: {
          sx: { width: '100%', maxWidth: 400, background: (t) => t.palette.surface.dialog },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ pb: 1, overflowWrap: 'anywhere' }}>
        Delete “{title}”
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Are you sure you want to delete this chat?
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={deleting} color="inherit">
          Cancel
        </Button>
        <Button onClick={() => void confirm()} loading={deleting} variant="contained" color="error">
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
