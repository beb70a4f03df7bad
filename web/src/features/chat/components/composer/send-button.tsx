import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import type { Ref } from 'react';
import { tourTarget } from '@/lib/tour-targets';

interface SendButtonProps {
  ref?: Ref<HTMLButtonElement>;
  label: string;
  ready: boolean;
  sending: boolean;
  onSend: () => void;
}

/**
 * Generate or send. Disabled until the form is ready; a click on it then still explains why
 * (the wrapper hears it, since a disabled button does not).
 */
export function SendButton({ ref, label, ready, sending, onSend }: SendButtonProps) {
  return (
    <Box
      component="span"
      onClick={ready || sending ? undefined : onSend}
      sx={{ display: 'inline-flex', flexShrink: 0, cursor: ready ? undefined : 'not-allowed' }}
    >
      <IconButton
        ref={ref}
        {...tourTarget('generate')}
        aria-label={label}
        disabled={!ready || sending}
        onClick={onSend}
        sx={{
          width: 44,
          height: 44,
          color: 'common.white',
          background: (t) => t.palette.primary.main,
          '&:hover': { background: (t) => t.palette.brand.hover },
          '&.Mui-disabled': {
            color: (t) => alpha(t.palette.common.white, 0.45),
            background: sending
              ? (t) => alpha(t.palette.primary.main, 0.5)
              : (t) => alpha(t.palette.common.white, 0.08),
          },
        }}
      >
        {sending ? (
          <CircularProgress size={20} sx={{ color: 'common.white' }} aria-hidden />
        ) : (
          <ArrowUpwardRounded />
        )}
      </IconButton>
    </Box>
  );
}
