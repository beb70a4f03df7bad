import type { SvgIconComponent } from '@mui/icons-material';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';

interface SidebarLinkProps {
  href: string;
  icon: SvgIconComponent;
  label: string;
  /** Icon only, named by a tooltip and its aria-label. */
  compact: boolean;
}

export function SidebarLink({ href, icon: Icon, label, compact }: SidebarLinkProps) {
  const link = (
    <ListItemButton
      href={href}
      aria-label={compact ? label : undefined}
      sx={{
        borderRadius: '8px',
        minHeight: 44,
        px: compact ? 0 : 1.5,
        justifyContent: compact ? 'center' : 'flex-start',
      }}
    >
      <ListItemIcon sx={{ minWidth: compact ? 0 : 36, color: 'text.secondary' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!compact && (
        <ListItemText
          primary={label}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }}
        />
      )}
    </ListItemButton>
  );
  // A list may hold only items: the link sits inside one.
  return (
    <ListItem disablePadding>
      {compact ? (
        <Tooltip title={label} placement="right">
          {link}
        </Tooltip>
      ) : (
        link
      )}
    </ListItem>
  );
}
