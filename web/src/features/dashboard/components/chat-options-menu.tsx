import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DriveFileRenameOutlineRounded from '@mui/icons-material/DriveFileRenameOutlineRounded';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import PushPinRounded from '@mui/icons-material/PushPinRounded';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { focusIsLost } from '@/lib/focus';

interface ChatOptionsMenuProps {
  /** The chat's full title, naming the button for screen readers. */
  title: string;
  pinned: boolean;
  onRename: () => void;
  onTogglePin: () => void;
  onDelete: () => void;
  onOpen: () => void;
  /**
   * The last options used in the list: once this button is back (after a rename, or in its new
   * section after a pin), it takes the focus the action dropped.
   */
  refocus: boolean;
}

const focusIfLost = (button: HTMLButtonElement | null) => {
  if (button && focusIsLost()) button.focus();
};

/** Rename, Pin or Unpin, and Delete for one chat of the list. */
export function ChatOptionsMenu({
  title,
  pinned,
  onRename,
  onTogglePin,
  onDelete,
  onOpen,
  refocus,
}: ChatOptionsMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  return (
    <>
      <IconButton
        ref={refocus ? focusIfLost : undefined}
        size="small"
        aria-label={`Options for ${title}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          onOpen();
        }}
        sx={{ color: 'text.secondary' }}
      >
        <MoreHorizRounded fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 168 } } }}
      >
        <MenuItem onClick={choose(onRename)}>
          <ListItemIcon>
            <DriveFileRenameOutlineRounded fontSize="small" />
          </ListItemIcon>
          Rename
        </MenuItem>
        <MenuItem onClick={choose(onTogglePin)}>
          <ListItemIcon>
            {pinned ? <PushPinRounded fontSize="small" /> : <PushPinOutlined fontSize="small" />}
          </ListItemIcon>
          {pinned ? 'Unpin' : 'Pin'}
        </MenuItem>
        <MenuItem onClick={choose(onDelete)} sx={{ color: 'error.light' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineRounded fontSize="small" />
          </ListItemIcon>
          Delete
        </MenuItem>
      </Menu>
    </>
  );
}
