import { alpha, type Theme } from '@mui/material/styles';
import type { Options, PartialDeep, Styles } from 'react-joyride';

/** SPEC.md section 9: dark, red primary, 400 ms transition, stage padding 10, popover offset 10. */
export function tourOptions({ palette }: Theme): Partial<Options> {
  return {
    primaryColor: palette.primary.main,
    backgroundColor: palette.surface.floating,
    arrowColor: palette.surface.floating,
    textColor: palette.text.primary,
    overlayColor: alpha(palette.common.black, 0.72),
    spotlightPadding: 10,
    spotlightRadius: 12,
    offset: 10,
    width: 340,
    skipBeacon: true,
    buttons: ['skip', 'back', 'primary'],
    closeButtonAction: 'skip',
    // Above the phone drawer (1200), below toasts (1400).
    zIndex: 1300,
  };
}

const button = { borderRadius: 8, fontSize: 14, fontWeight: 600, padding: '8px 14px' };

export function tourStyles({ palette }: Theme): PartialDeep<Styles> {
  return {
    floater: { transition: 'opacity 400ms ease' },
    overlay: { transition: 'opacity 400ms ease' },
    tooltip: {
      borderRadius: 14,
      border: `1px solid ${alpha(palette.common.white, 0.1)}`,
      boxShadow: `0 18px 48px ${alpha(palette.common.black, 0.6)}`,
      padding: 18,
      fontFamily: 'inherit',
    },
    tooltipContainer: { textAlign: 'left' },
    tooltipTitle: { fontSize: 17, fontWeight: 700 },
    tooltipContent: {
      fontSize: 14,
      lineHeight: 1.5,
      color: palette.text.muted,
      padding: '10px 0 16px',
    },
    buttonPrimary: { ...button, color: palette.primary.contrastText },
    buttonBack: { ...button, color: palette.primary.light },
    buttonSkip: { ...button, color: palette.text.secondary },
  };
}
