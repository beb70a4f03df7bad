import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ACCEPTED_IMAGE_TYPES, MESSAGES } from '@thumbforge/contract';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { focusIsLost } from '@/lib/focus';
import { useToast } from '@/lib/toast/use-toast';
import { imageFileProblem } from '../../image-file';
import { shrinkPhoto } from '../../shrink-photo';
import { FilePreview } from './file-preview';

interface PhotoPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
}

/**
 * The reference photo: chosen, checked by its bytes and size, and previewed before anything is
 * sent. A photo only too large is offered a one-click shrink in the browser.
 */
export function PhotoPicker({ file, onChange }: PhotoPickerProps) {
  const { limits } = useRuntimeConfig();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState<File | null>(null);
  const [shrinking, setShrinking] = useState(false);
  const errorId = useId();

  // Picking or removing swaps the button that had focus for another; focus follows to the new one
  // (Change image, or Upload image), instead of falling to the page.
  const control = useRef<HTMLLabelElement>(null);
  useEffect(() => {
    if (focusIsLost()) control.current?.focus();
  }, [file]);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // Cleared so that picking the same file again, after fixing it, fires a change.
    event.target.value = '';
    if (!picked) return;
    const found = await imageFileProblem(picked, limits.uploadMaxBytes);
    // Said at the upload zone, where the eyes are, and in a toast like every other error.
    setProblem(found?.message ?? null);
    setTooLarge(found?.tooLarge ? picked : null);
    if (found) {
      toast.error(found.message);
      return;
    }
    onChange(picked);
  }

  async function shrink(photo: File) {
    setShrinking(true);
    const smaller = await shrinkPhoto(photo, limits.uploadMaxBytes);
    setShrinking(false);
    if (!smaller) {
      toast.error(MESSAGES.fileTooLarge);
      return;
    }
    setProblem(null);
    setTooLarge(null);
    onChange(smaller);
  }

  const input = (
    <input
      type="file"
      hidden
      accept={ACCEPTED_IMAGE_TYPES.join(',')}
      onChange={(event) => void onPick(event)}
    />
  );

  const error = problem && (
    <Box sx={{ mt: 1, display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography id={errorId} role="alert" variant="body2" color="error">
        {problem}
      </Typography>
      {tooLarge && (
        <Button
          size="small"
          variant="contained"
          loading={shrinking}
          onClick={() => void shrink(tooLarge)}
        >
          Shrink it and use it
        </Button>
      )}
    </Box>
  );

  if (!file) {
    return (
      <Box>
        <Button
          ref={control}
          component="label"
          variant="outlined"
          color={problem ? 'error' : 'primary'}
          aria-describedby={problem ? errorId : undefined}
          startIcon={<AddPhotoAlternateRounded />}
          sx={{ width: '100%', py: 2.5, borderStyle: 'dashed', flexDirection: 'column', gap: 0.5 }}
        >
          Upload image
          <Typography component="span" variant="caption" color="textSecondary">
            JPG, PNG or WEBP, up to 10 MB
          </Typography>
          {input}
        </Button>
        {error}
      </Box>
    );
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Box sx={{ width: '50%', flexShrink: 0 }}>
          <FilePreview file={file} />
        </Box>
        <Box sx={{ display: 'grid', gap: 1, flex: 1, minWidth: 0 }}>
          <Button
            ref={control}
            component="label"
            variant="outlined"
            aria-describedby={problem ? errorId : undefined}
          >
            Change image
            {input}
          </Button>
          <Button color="inherit" onClick={() => onChange(null)}>
            Remove image
          </Button>
        </Box>
      </Box>
      {error}
    </Box>
  );
}
