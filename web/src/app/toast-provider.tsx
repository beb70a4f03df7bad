import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { alpha, styled, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  MaterialDesignContent,
  SnackbarProvider,
  closeSnackbar,
  type SnackbarKey,
} from 'notistack';
import type { ReactNode } from 'react';

/** Dark toasts whose icon carries the colour, so an error reads red without shouting. */
const ToastContent = styled(MaterialDesignContent)(({ theme }) => ({
  maxWidth: 350,
  backgroundColor: theme.palette.surface.floating,
  color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 12,
  boxShadow: `0 12px 32px ${alpha(theme.palette.common.black, 0.5)}`,
  fontSize: '0.875rem',
  '&.notistack-MuiContent-success, &.notistack-MuiContent-error, &.notistack-MuiContent-info, &.notistack-MuiContent-warning, &.notistack-MuiContent-default':
    { backgroundColor: theme.palette.surface.floating, color: theme.palette.text.primary },
  // A long message wraps beside its close button, which never drops to a row of its own
  // (doubled to outrank notistack's own `wrap`).
  '&&': { flexWrap: 'nowrap' },
  '& #notistack-snackbar': { gap: 10, paddingRight: 8, flex: 1, minWidth: 0 },
  '& #notistack-snackbar + div': { paddingLeft: 4, marginRight: -4, alignSelf: 'flex-start' },
}));

/**
 * Toasts start below the top bars (the phone's app bar and a chat's header with Test & Compare),
 * so they never cover a control there; doubled class to outrank notistack's own placement.
 */
const stackPlacement = (
  <GlobalStyles
    styles={(theme) => ({
      '.toast-stack.toast-stack': {
        top: 76,
        [theme.breakpoints.down('md')]: { top: 124 },
      },
    })}
  />
);

const iconSx = { fontSize: 20, flexShrink: 0 } as const;

const ICONS = {
  success: <CheckCircleRounded sx={{ ...iconSx, color: 'success.main' }} />,
  error: <ErrorRounded sx={{ ...iconSx, color: 'error.main' }} />,
  info: <InfoRounded sx={{ ...iconSx, color: 'info.light' }} />,
  warning: <WarningRounded sx={{ ...iconSx, color: 'warning.main' }} />,
  loading: <CircularProgress size={18} thickness={5} sx={{ flexShrink: 0 }} />,
};

function DismissButton(key: SnackbarKey) {
  return (
    <IconButton aria-label="Dismiss" size="small" onClick={() => closeSnackbar(key)}>
      <CloseRounded fontSize="small" />
    </IconButton>
  );
}

/** docs/product-rules.md section 9: at most 20 toasts at once, 350 px wide; durations live in `useToast`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  // Toasts stay clear of the chat composer along the bottom, whose Send they would cover, and
  // of the top bars (see stackPlacement).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <SnackbarProvider
      classes={{ containerRoot: 'toast-stack' }}
      maxSnack={20}
      autoHideDuration={4000}
      anchorOrigin={{ vertical: 'top', horizontal: phone ? 'center' : 'right' }}
      iconVariant={ICONS}
      action={DismissButton}
      Components={{
        default: ToastContent,
        success: ToastContent,
        error: ToastContent,
        info: ToastContent,
        warning: ToastContent,
        loading: ToastContent,
      }}
    >
      {stackPlacement}
      {children}
    </SnackbarProvider>
  );
}
