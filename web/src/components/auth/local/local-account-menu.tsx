import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { ACCOUNT_MESSAGES } from '@thumbforge/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { visuallyHidden } from '@/components/visually-hidden';
import { useToast } from '@/lib/toast/use-toast';
import type { AccountMenuProps } from '@/lib/auth/auth-kit';
import { useAuthSession } from '@/lib/auth/auth-session-context';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { initials } from '@/lib/auth/initials';

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export function LocalAccountMenu({ showName, afterSignOutUrl, items = [] }: AccountMenuProps) {
  const { authUser } = useCurrentUser();
  const { signOut } = useAuthSession();
  const navigate = useNavigate();
  const toast = useToast();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const fullName = authUser?.fullName ?? '';
  const email = authUser?.emailAddresses[0]?.emailAddress ?? '';
  const open = anchor !== null;

  async function onSignOut() {
    setAnchor(null);
    try {
      await signOut();
      await navigate(afterSignOutUrl, { replace: true });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : ACCOUNT_MESSAGES.signOutFailed);
    }
  }

  return (
    <>
      {/* Named by what it shows (the name and address), so speech users can say what they see. */}
      <ButtonBase
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          width: showName ? '100%' : 'auto',
          justifyContent: 'flex-start',
          gap: 1.5,
          p: showName ? 1 : 0.5,
          borderRadius: '8px',
          textAlign: 'left',
          '&:hover': { background: (t) => alpha(t.palette.common.white, 0.05) },
        }}
      >
        <Avatar
          aria-hidden
          sx={{
            width: 36,
            height: 36,
            bgcolor: 'primary.main',
            color: 'common.white',
            fontSize: 15,
            fontWeight: 700,
          }}
        >
          {initials(fullName, email)}
        </Avatar>
        {showName && (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, ...ellipsis }}>
              {fullName || email}
            </Typography>
            <Typography variant="caption" color="textSecondary" component="p" sx={ellipsis}>
              {email}
            </Typography>
          </Box>
        )}
        <Box component="span" sx={visuallyHidden}>
          {showName ? 'Account menu' : `Account menu for ${fullName || email}`}
        </Box>
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 300, mt: 0.5 } } }}
      >
        <Box sx={{ px: 2, py: 1.25 }}>
          <Typography sx={{ fontWeight: 600, ...ellipsis }}>{fullName}</Typography>
          <Typography variant="body2" color="textSecondary" sx={ellipsis}>
            {email}
          </Typography>
        </Box>
        <Divider />
        {items.map((item) => (
          <MenuItem
            key={item.label}
            onClick={() => {
              setAnchor(null);
              item.onSelect();
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
        {items.length > 0 && <Divider />}
        <MenuItem onClick={() => void onSignOut()}>
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
