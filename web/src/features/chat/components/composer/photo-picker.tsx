import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ACCEPTED_IMAGE_TYPES } from '@thumbforge/contract';
import type { ChangeEvent } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useToast } from '@/lib/toast/use-toast';
import { imageFileProblem } from '../../image-file';
import { FilePreview } from './file-preview';

interface PhotoPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
}

/** The reference photo: chosen, checked (type and size) and previewed before anything is sent. */
export function PhotoPicker({ file, onChange }: PhotoPickerProps) {
  const { limits } = useRuntimeConfig();
  const toast = useToast();

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // Cleared so that picking the same file again, after fixing it, fires a change.
    event.target.value = '';
    if (!picked) return;
    const problem = imageFileProblem(picked, limits.uploadMaxBytes);
    if (problem) {
      toast.error(problem);
      return;
    }
    onChange(picked);
  }

  const input = (
    <input type="file" hidden accept={ACCEPTED_IMAGE_TYPES.join(',')} onChange={onPick} />
  );

  if (!file) {
    return (
      <Button
        component="label"
        variant="outlined"
        startIcon={<AddPhotoAlternateRounded />}
        sx={{ width: '100%', py: 2.5, borderStyle: 'dashed', flexDirection: 'column', gap: 0.5 }}
      >
        Upload image
        <Typography component="span" variant="caption" color="textSecondary">
          JPG, PNG or WEBP, up to 10 MB
        </Typography>
        {input}
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Box sx={{ width: '50%', flexShrink: 0 }}>
        <FilePreview file={file} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1, flex: 1, minWidth: 0 }}>
        <Button component="label" variant="outlined">
          Change image
          {input}
        </Button>
        <Button color="inherit" onClick={() => onChange(null)}>
          Remove image
        </Button>
      </Box>
    </Box>
  );
}
