import Box from '@mui/material/Box';

interface ImageGridProps {
  images: string[];
  /** Names each image for screen readers, e.g. "Generated thumbnail". */
  label: string;
  /** Smallest column width: wide for results, narrow for the user's own upload. */
  minWidth: number;
}

/** Images side by side while they fit, one per row on narrow screens. */
export function ImageGrid({ images, label, minWidth }: ImageGridProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}px), 1fr))`,
      }}
    >
      {images.map((url, index) => (
        <Box
          key={url}
          component="img"
          src={url}
          alt={images.length > 1 ? `${label} ${index + 1}` : label}
          loading="lazy"
          sx={{
            display: 'block',
            width: '100%',
            aspectRatio: '16 / 9',
            // The whole photo, portrait or landscape, on the dark frame.
            objectFit: 'contain',
            borderRadius: '10px',
            border: 1,
            borderColor: 'divider',
            background: (t) => t.palette.surface.placeholder,
          }}
        />
      ))}
    </Box>
  );
}
