import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import { touchLink } from '@/components/touch-target';
import { paths } from '@/config/paths';
import { Logo } from '@/components/logo';

export function LandingTopBar() {
  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{
        background: (t) => alpha(t.palette.background.default, 0.78),
        backdropFilter: 'blur(14px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1, px: { xs: 2, sm: 3 } }}>
          <Link
            href={paths.home}
            underline="none"
            aria-label="ThumbForge home"
            sx={{ mr: 'auto', ...touchLink }}
          >
            <Logo size="small" />
          </Link>
          <Stack component="nav" aria-label="Account" direction="row" spacing={1}>
            <Button href={paths.signIn} color="inherit" sx={{ px: { xs: 1.25, sm: 2 } }}>
              Sign In
            </Button>
            <Button href={paths.signUp} variant="contained" sx={{ px: { xs: 1.75, sm: 2.5 } }}>
              Get Started
            </Button>
          </Stack>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
