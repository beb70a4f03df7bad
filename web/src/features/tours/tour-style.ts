import type { Options, PartialDeep, Styles } from 'react-joyride';

const RED = '#e50914';
const SURFACE = '#1c1c1c';

/** SPEC.md section 9: dark, red primary, 400 ms transition, stage padding 10, popover offset 10. */
export const TOUR_OPTIONS: Partial<Options> = {
  primaryColor: RED,
  backgroundColor: SURFACE,
  arrowColor: SURFACE,
  textColor: '#f5f5f5',
  overlayColor: 'rgba(0, 0, 0, 0.72)',
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

const button = { borderRadius: 8, fontSize: 14, fontWeight: 600, padding: '8px 14px' };

export const TOUR_STYLES: PartialDeep<Styles> = {
  floater: { transition: 'opacity 400ms ease' },
  overlay: { transition: 'opacity 400ms ease' },
  tooltip: {
    borderRadius: 14,
    border: '1px solid rgba(255, 255, 255, 0.1)',
    boxShadow: '0 18px 48px rgba(0, 0, 0, 0.6)',
    padding: 18,
    fontFamily: 'inherit',
  },
  tooltipContainer: { textAlign: 'left' },
  tooltipTitle: { fontSize: 17, fontWeight: 700 },
  tooltipContent: { fontSize: 14, lineHeight: 1.5, color: '#cfcfcf', padding: '10px 0 16px' },
  buttonPrimary: { ...button, color: '#ffffff' },
  buttonBack: { ...button, color: '#ff5a5f' },
  buttonSkip: { ...button, color: '#a3a3a3' },
};
