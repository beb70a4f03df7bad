import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';

interface VideoTitleDialogProps {
  open: boolean;
  title: string;
  onSave: (title: string) => void;
  onClose: () => void;
}

/** docs/product-rules.md section 2: Enter Video Title, with Cancel and Save (disabled while blank). */
export function VideoTitleDialog({ open, title, onSave, onClose }: VideoTitleDialogProps) {
  const headingId = useId();
  const field = useRef<HTMLInputElement>(null);
  // The dialog's focus trap may take focus for the dialog itself after the field took it (a slow
  // phone, a sheet closing under it): once it is in, the field has it, so typing types.
  const focusField = () => {
    if (document.activeElement !== field.current) field.current?.focus();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={headingId}
      slotProps={{
        paper: {
          sx: { width: '100%', maxWidth: 440, background: (t) => t.palette.surface.dialog },
        },
        transition: { onEntered: focusField },
      }}
    >
      {/* Mounted per opening, so the field starts from the current title each time. */}
      {open && (
        <TitleForm
          headingId={headingId}
          field={field}
          title={title}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function TitleForm({
  headingId,
  field,
  title,
  onSave,
  onClose,
}: Omit<VideoTitleDialogProps, 'open'> & {
  headingId: string;
  field: RefObject<HTMLInputElement | null>;
}) {
  const { limits } = useRuntimeConfig();
  const [text, setText] = useState(title);
  const blank = text.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank) return;
    onSave(text.trim());
    onClose();
  }

  return (
    <form onSubmit={submit}>
      <DialogTitle id={headingId}>Enter Video Title</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TextField
          autoFocus
          inputRef={field}
          label="Video title"
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={`${text.length}/${limits.videoTitleMaxChars}`}
          slotProps={{ htmlInput: { maxLength: limits.videoTitleMaxChars } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={blank}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}
