import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { alpha, type Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState } from 'react';
import { focusIsLost } from '@/lib/focus';
import { tourTarget } from '@/lib/tour-targets';
import { areDetailsComplete, type DraftChoices, type ThumbnailDraft } from '../../thumbnail-draft';
import { AttachPanel } from './attach-panel';
import { VideoTitleDialog } from './video-title-dialog';

interface AttachMenuProps {
  draft: ThumbnailDraft;
  choose: (choice: Partial<DraftChoices>) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled: boolean;
}

const HEADING = 'Image and video details';

/** The attach button and its menu: a popover above the composer, a bottom sheet on phones. */
export function AttachMenu({ draft, choose, open, onOpenChange, disabled }: AttachMenuProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // State, not a ref: the popover needs the element while rendering.
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const headingId = useId();
  const [titleOpen, setTitleOpen] = useState(false);

  const complete = areDetailsComplete(draft);

  // Saving a title can complete the details, which closes this menu while the title dialog hands
  // focus back to its button in here. Once the menu is gone, focus goes to the attach button
  // rather than to the page, unless it has already moved on elsewhere.
  const panelRef = useRef<HTMLDivElement>(null);
  const transition = {
    onExited: () => {
      if (focusIsLost() || panelRef.current?.contains(document.activeElement)) anchor?.focus();
    },
  };

  const panel = (
    <Box ref={panelRef} role="group" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <Typography id={headingId} sx={{ fontWeight: 700, flex: 1 }}>
          {HEADING}
        </Typography>
        <IconButton size="small" aria-label="Close details" onClick={() => onOpenChange(false)}>
          <CloseRounded fontSize="small" />
        </IconButton>
      </Box>
      <AttachPanel draft={draft} choose={choose} onEditTitle={() => setTitleOpen(true)} />
    </Box>
  );

  return (
    <>
      <Tooltip title="Upload image and video details">
        <span>
          <IconButton
            ref={setAnchor}
            {...tourTarget('attach')}
            aria-label="Upload image and video details"
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={disabled}
            onClick={() => onOpenChange(!open)}
            sx={{
              width: 44,
              height: 44,
              border: 1,
              borderColor: complete
                ? (t) => alpha(t.palette.primary.main, 0.6)
                : (t) => alpha(t.palette.common.white, 0.16),
              background: open ? (t) => alpha(t.palette.primary.main, 0.16) : 'transparent',
            }}
          >
            <AddRounded />
          </IconButton>
        </span>
      </Tooltip>
      {phone ? (
        <Drawer
          anchor="bottom"
          open={open}
          onClose={() => onOpenChange(false)}
          slotProps={{
            transition,
            paper: {
              // The sheet is a dialog on phones; its heading names it.
              'aria-labelledby': headingId,
              sx: {
                background: (t) => t.palette.surface.menu,
                borderTopLeftRadius: 16,
                borderTopRightRadius: 16,
                maxHeight: '90dvh',
              },
            },
          }}
        >
          {panel}
        </Drawer>
      ) : (
        <Popover
          open={open}
          anchorEl={anchor}
          onClose={() => onOpenChange(false)}
          anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
          transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          slotProps={{
            transition,
            paper: {
              sx: {
                width: 340,
                mt: -1.5,
                background: (t) => t.palette.surface.menu,
                border: 1,
                borderColor: 'divider',
              },
            },
          }}
        >
          {panel}
        </Popover>
      )}
      <VideoTitleDialog
        open={titleOpen}
        title={draft.title}
        onSave={(title) => choose({ title })}
        onClose={() => setTitleOpen(false)}
      />
    </>
  );
}
