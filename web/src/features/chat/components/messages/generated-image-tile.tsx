import BookmarkAddRounded from '@mui/icons-material/BookmarkAddRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import SmartDisplayRounded from '@mui/icons-material/SmartDisplayRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { alpha, type Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { sameImage, type DownloadFormat } from '@thumbforge/contract';
import { TOUCH_SCREEN } from '@/components/touch-target';
import { tourTarget } from '@/lib/tour-targets';
import { useChatSession } from '../../chat-session';
import { FeedPreviewDialog } from '../../feed-preview/feed-preview-dialog';
import { useSaveThumbnail } from '../../use-save-thumbnail';
import { useRememberStyle } from './use-remember-style';

interface GeneratedImageTileProps {
  url: string;
  /** "Generated thumbnail 2": what it is called to screen readers and in its buttons. */
  name: string;
  /** The video title it was made for, shown in the feed preview. */
  videoTitle: string;
  /** The reply's Format choice. */
  format: DownloadFormat;
  /** What its download is saved as: `i-tried-living-on-mars-1.webp`. */
  fileName: string;
  /** The editing tour points at the chat's first generated image. */
  tourStop: boolean;
}

const overlayButton = {
  color: 'common.white',
  background: (t: Theme) => alpha(t.palette.common.black, 0.6),
  backdropFilter: 'blur(6px)',
  '&:hover': { background: (t: Theme) => alpha(t.palette.common.black, 0.8) },
} as const;

/**
 * One generated thumbnail. A click selects it for editing (a red ring); an overlay, shown on
 * hover or focus (and while selected), selects or deselects it, remembers its style for new
 * thumbnails, downloads it and previews it in a YouTube feed. On a touch screen, where nothing
 * hovers, those buttons sit below the picture, so they never cover it.
 */
export function GeneratedImageTile({
  url,
  name,
  videoTitle,
  format,
  fileName,
  tourStop,
}: GeneratedImageTileProps) {
  const { chatId, selectedImage, selectImage, progress } = useChatSession();
  const [previewOpen, setPreviewOpen] = useState(false);
  const { remembering, remember } = useRememberStyle(chatId, url);
  const saveThumbnail = useSaveThumbnail(format);
  const save = () => saveThumbnail(url, fileName);
  const selected = selectedImage !== null && sameImage(selectedImage, url);
  const busy = progress !== null;
  const toggle = () => selectImage(selected ? null : url);

  // Selecting grows the composer below (the selection bar); the image stays in view above it.
  const tile = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!selected) return;
    const frame = requestAnimationFrame(() => tile.current?.scrollIntoView({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  return (
    <Box
      ref={tile}
      sx={{
        position: 'relative',
        borderRadius: '10px',
        outline: selected ? (t) => `3px solid ${t.palette.primary.main}` : '3px solid transparent',
        outlineOffset: 2,
        boxShadow: selected ? (t) => `0 0 0 6px ${alpha(t.palette.primary.main, 0.18)}` : 'none',
        transition: 'outline-color 150ms ease, box-shadow 150ms ease',
        '& .image-actions': { opacity: selected ? 1 : 0, transition: 'opacity 150ms ease' },
        '&:hover .image-actions, &:focus-within .image-actions': { opacity: 1 },
        [TOUCH_SCREEN]: {
          '& .image-actions': { opacity: 1, position: 'static', background: 'none', px: 0 },
        },
      }}
    >
      <ButtonBase
        {...(tourStop ? tourTarget('generatedImage') : {})}
        aria-label={name}
        aria-pressed={selected}
        disabled={busy}
        onClick={toggle}
        sx={{ display: 'block', width: '100%', borderRadius: '10px', overflow: 'hidden' }}
      >
        <Box
          component="img"
          src={url}
          alt=""
          loading="lazy"
          sx={{
            display: 'block',
            width: '100%',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            background: (t) => t.palette.surface.placeholder,
          }}
        />
      </ButtonBase>
      {selected && (
        <CheckCircleRounded
          aria-hidden
          sx={{
            position: 'absolute',
            top: 8,
            left: 8,
            color: 'primary.main',
            background: (t) => t.palette.common.white,
            borderRadius: '50%',
          }}
        />
      )}
      <Box
        className="image-actions"
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          display: 'flex',
          alignItems: 'center',
          // Apart enough that each button's hit area is its own.
          gap: 2,
          p: 1,
          borderRadius: '0 0 10px 10px',
          background: (t) =>
            `linear-gradient(180deg, transparent 0%, ${alpha(t.palette.common.black, 0.7)} 100%)`,
          pointerEvents: 'none',
          '& > *': { pointerEvents: 'auto' },
        }}
      >
        <Button
          size="small"
          variant="contained"
          color={selected ? 'inherit' : 'primary'}
          disabled={busy}
          onClick={toggle}
          aria-label={`${selected ? 'Deselect' : 'Select'} ${name}`}
          sx={
            selected
              ? {
                  ...overlayButton,
                  border: 1,
                  borderColor: (t) => alpha(t.palette.common.white, 0.3),
                }
              : {}
          }
        >
          {selected ? 'Deselect' : 'Select'}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Tooltip title="Remember this style">
          <IconButton
            size="small"
            aria-label={`Remember the style of ${name}`}
            onClick={remember}
            loading={remembering}
            sx={overlayButton}
          >
            <BookmarkAddRounded fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Preview in feed">
          <IconButton
            size="small"
            aria-label={`Preview ${name} in feed`}
            onClick={() => setPreviewOpen(true)}
            sx={overlayButton}
          >
            <SmartDisplayRounded fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Download">
          <IconButton
            size="small"
            aria-label={`Download ${name}`}
            onClick={save}
            sx={overlayButton}
          >
            <DownloadRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <FeedPreviewDialog
        open={previewOpen}
        imageUrl={url}
        videoTitle={videoTitle}
        onDownload={save}
        onClose={() => setPreviewOpen(false)}
      />
    </Box>
  );
}
