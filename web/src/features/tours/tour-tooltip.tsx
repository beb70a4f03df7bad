import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import type { TooltipRenderProps } from 'react-joyride';

/**
 * A tour step's bubble as an accessible dialog: named by its title and described by its text, so a
 * screen reader announces both when focus moves in, with buttons a finger can hit on a phone.
 */
export function TourTooltip({
  step,
  index,
  backProps,
  primaryProps,
  skipProps,
  tooltipProps,
}: TooltipRenderProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Box
      {...tooltipProps}
      aria-labelledby={step.title ? titleId : undefined}
      aria-describedby={textId}
      sx={{
        width: 340,
        maxWidth: 'calc(100vw - 32px)',
        p: '18px',
        borderRadius: '14px',
        background: (t) => t.palette.surface.floating,
        border: 1,
        borderColor: (t) => alpha(t.palette.common.white, 0.1),
        boxShadow: (t) => `0 18px 48px ${alpha(t.palette.common.black, 0.6)}`,
      }}
    >
      {step.title && (
        <Typography id={titleId} component="h2" sx={{ fontSize: 17, fontWeight: 700 }}>
          {step.title}
        </Typography>
      )}
      <Typography
        id={textId}
        component="div"
        sx={{ fontSize: 14, lineHeight: 1.5, color: 'text.muted', pt: 1.25, pb: 2 }}
      >
        {step.content}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button {...skipProps} size="small" color="inherit" sx={{ mr: 'auto' }}>
          {skipProps.title}
        </Button>
        {index > 0 && (
          <Button {...backProps} size="small" color="inherit">
            {backProps.title}
          </Button>
        )}
        <Button {...primaryProps} size="small" variant="contained">
          {primaryProps.title}
        </Button>
      </Box>
    </Box>
  );
}
