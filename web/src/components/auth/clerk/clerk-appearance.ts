import type { ClerkProviderProps } from '@clerk/react';
import type { Theme } from '@mui/material/styles';

type ClerkAppearance = NonNullable<ClerkProviderProps['appearance']>;

/**
 * Clerk's hosted forms in the app's dark look (docs/product-rules.md section 2), taken from the MUI theme so the
 * two never drift apart. Variables are enough for a dark theme: Clerk derives its borders, hovers
 * and shadows from `colorNeutral` and the backgrounds, so no prebuilt theme package is needed.
 */
export function clerkAppearance(theme: Theme): ClerkAppearance {
  const { palette } = theme;
  return {
    variables: {
      colorPrimary: palette.primary.main,
      colorPrimaryForeground: palette.primary.contrastText,
      colorDanger: palette.error.main,
      colorSuccess: palette.success.main,
      colorWarning: palette.warning.main,
      colorBackground: palette.background.paper,
      colorForeground: palette.text.primary,
      colorMutedForeground: palette.text.secondary,
      // The neutral scale is drawn as translucent layers of this colour: white reads on black.
      colorNeutral: palette.common.white,
      // Inputs sit a step above the card, as the app's own text fields do.
      colorInput: palette.surface.floating,
      colorInputForeground: palette.text.primary,
      colorRing: palette.primary.light,
      colorShadow: palette.common.black,
      fontFamily: theme.typography.fontFamily,
      borderRadius: '10px',
    },
    elements: {
      // Black brand marks would vanish on the dark card.
      providerIcon__apple: { filter: 'invert(1)' },
      providerIcon__github: { filter: 'invert(1)' },
      providerIcon__x: { filter: 'invert(1)' },
    },
    // The auth layout already shows the ThumbForge logo above the form.
    options: { logoPlacement: 'none' },
  };
}
