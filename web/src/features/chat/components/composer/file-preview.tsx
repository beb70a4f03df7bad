import Box from '@mui/material/Box';
import { useCallback } from 'react';

/**
 * The chosen photo before it is sent. The object URL lives exactly as long as the image shows it:
 * made when the element mounts, revoked when it unmounts or the file changes.
 */
export function FilePreview({ file, alt = 'Your photo' }: { file: File; alt?: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <Box
      component="img"
      ref={attach}
      alt={alt}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '16 / 9',
        // The whole photo, as it was chosen: a portrait is not cut at the nose.
        objectFit: 'contain',
        borderRadius: '10px',
        border: 1,
        borderColor: 'divider',
        background: (t) => t.palette.surface.placeholder,
      }}
    />
  );
}
