import { alpha, type Theme } from '@mui/material/styles';
import type { Options, PartialDeep, Styles } from 'react-joyride';

/** docs/product-rules.md section 9: dark, red primary, 400 ms transition, stage padding 10, popover offset 10. */
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

/** The bubble itself is TourTooltip; these fade the bubble and the overlay in. */
export function tourStyles(): PartialDeep<Styles> {
  return {
    floater: { transition: 'opacity 400ms ease' },
    overlay: { transition: 'opacity 400ms ease' },
  };
}
