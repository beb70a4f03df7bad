import Box from '@mui/material/Box';
import { thumbnailFileName, type DownloadFormat } from '@thumbforge/contract';
import type { Painting } from '../../painting-progress';
import { GeneratedImageTile } from './generated-image-tile';
import { PaintingTiles } from './painting-tiles';

interface GeneratedImageGridProps {
  images: string[];
  videoTitle: string;
  /** The reply's Format choice, which each tile's download honours. */
  format: DownloadFormat;
  /** Whether these are the chat's first generated images, where the editing tour points. */
  firstInChat: boolean;
  /** The image model's variants still to come, shown after the ones here. */
  painting?: Painting | undefined;
}

/** A reply's thumbnails: side by side while they fit, one column on phones. */
export function GeneratedImageGrid({
  images,
  videoTitle,
  format,
  firstInChat,
  painting,
}: GeneratedImageGridProps) {
  const tiles = images.length + (painting?.variants ?? 0);
  return (
    <Box
      component="ul"
      aria-label="Generated thumbnails"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gap: 2,
        // Columns share the width, but a lone edit result stays a comfortable size.
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(260px, 1fr))' },
        maxWidth: tiles === 1 ? 480 : undefined,
      }}
    >
      {images.map((url, index) => (
        <li key={url}>
          <GeneratedImageTile
            url={url}
            name={tiles > 1 ? `Generated thumbnail ${index + 1}` : 'Generated thumbnail'}
            videoTitle={videoTitle}
            format={format}
            fileName={thumbnailFileName(videoTitle, index + 1, format)}
            tourStop={firstInChat && index === 0}
          />
        </li>
      ))}
      {painting && <PaintingTiles painting={painting} first={images.length} />}
    </Box>
  );
}
