import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { alpha, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { ClosedAccountBanner } from '@/components/account/closed-account-banner';
import { useAccountActions } from '@/components/account/use-account-actions';
import { Logo } from '@/components/logo';
import { Sidebar } from './sidebar';
import { TokenBalanceCard } from './token-balance-card';

const WIDTH = { full: 288, compact: 76 } as const;

function DockedSidebar() {
  const [compact, setCompact] = useState(false);
  const width = compact ? WIDTH.compact : WIDTH.full;
  const transition = (theme: Theme) => theme.transitions.create('width');
  return (
    <Box component="aside" aria-label="Sidebar" sx={{ width, flexShrink: 0, transition }}>
      <Box
        sx={{
          position: 'fixed',
          top: 0,
          bottom: 0,
          width,
          background: (t) => t.palette.surface.raised,
          borderRight: 1,
          borderColor: 'divider',
          transition,
        }}
      >
        <Sidebar
          variant="docked"
          compact={compact}
          onToggleCompact={() => setCompact((value) => !value)}
        />
      </Box>
    </Box>
  );
}

function PhoneTopBar() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <AppBar
        position="sticky"
        elevation={0}
        sx={{
          background: (t) => alpha(t.palette.background.default, 0.85),
          backdropFilter: 'blur(12px)',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label="Open sidebar"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <MenuRounded />
          </IconButton>
          <Logo size="small" />
          <Box sx={{ ml: 'auto' }}>
            <TokenBalanceCard compact />
          </Box>
        </Toolbar>
      </AppBar>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            component: 'aside',
            'aria-label': 'Sidebar',
            sx: {
              width: WIDTH.full,
              maxWidth: '85vw',
              background: (t) => t.palette.surface.raised,
            },
          },
          backdrop: { sx: { background: (t) => alpha(t.palette.common.black, 0.75) } },
        }}
      >
        <Sidebar variant="drawer" onClose={() => setOpen(false)} />
      </Drawer>
    </>
  );
}

/**
 * docs/product-rules.md section 2: a sidebar that collapses to icons on desktop and slides in over a dark
 * backdrop on phones, beside the main area. Only one of the two is rendered, so the sidebar's
 * controls exist once on the page.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const account = useAccountActions();
  return (
    <Box sx={{ display: 'flex', height: '100dvh' }}>
      {desktop && <DockedSidebar />}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {!desktop && <PhoneTopBar />}
        <ClosedAccountBanner actions={account} />
        {/* The page itself never scrolls: the chat's messages scroll inside, above the composer. */}
        <Box
          component="main"
          sx={{
            flex: 1,
            minHeight: 0,
            overflowY: 'auto',
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}
