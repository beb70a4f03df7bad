import { alpha, createTheme } from '@mui/material/styles';
import { RouterLink } from '@/components/router-link';
import { touchBox, touchHitArea } from '@/components/touch-target';

declare module '@mui/material/styles' {
  interface TypeText {
    /** Body text on a floating surface (a tour's tooltip), a step below primary. */
    muted: string;
  }
  interface Palette {
    surface: SurfacePalette;
    brand: BrandPalette;
    status: StatusPalette;
  }
  interface PaletteOptions {
    surface: SurfacePalette;
    brand: BrandPalette;
    status: StatusPalette;
  }
}

/** The near-blacks the app is built from, darkest first, named for where each one is used. */
interface SurfacePalette {
  footer: string;
  chat: string;
  /** The sidebar and the landing page's raised sections. */
  raised: string;
  perks: string;
  card: string;
  /** The final call to action's dark red. */
  ember: string;
  menu: string;
  dialog: string;
  /** Where an image will be, until it loads. */
  placeholder: string;
  /** Toasts, tours and Clerk's inputs: what floats above the page. */
  floating: string;
}

interface BrandPalette {
  /** The bright end of the logo's gradient. */
  bright: string;
  hover: string;
  /** The sign-in backdrop's glow, from its centre outwards. */
  glow: string;
  dusk: string;
  /** The logo's fill, also on the assistant's avatar and the feature icons. */
  gradient: string;
}

/** Small marks that pass or warn (the feed check, a language version's legibility). */
interface StatusPalette {
  pass: string;
  warn: string;
  passText: string;
  warnText: string;
  /** A closed account's banner tint. */
  notice: string;
}

const RED = '#e50914';
const RED_DARK = '#b20710';
const RED_BRIGHT = '#ff2a35';
/** #e50914 is too dark for small text on black; this tint keeps contrast above 4.5:1. */
const RED_TEXT = '#ff5a5f';
/** error.main reads well as text on black, but white on it is only 3.7:1; this is 5.6:1. */
const ERROR_FILL = '#c62828';
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: RED, light: RED_TEXT, dark: RED_DARK, contrastText: '#ffffff' },
    error: { main: '#f0464c', light: RED_TEXT },
    success: { main: '#22c55e' },
    warning: { main: '#f5b400' },
    background: { default: '#0a0a0a', paper: '#141414' },
    text: { primary: '#f5f5f5', secondary: '#a3a3a3', muted: '#cfcfcf' },
    divider: 'rgba(255, 255, 255, 0.08)',
    surface: {
      footer: '#070707',
      chat: '#0c0c0c',
      raised: '#0f0f0f',
      perks: '#111',
      card: '#121212',
      ember: '#120708',
      menu: '#161616',
      dialog: '#181818',
      placeholder: '#1a1a1a',
      floating: '#1c1c1c',
    },
    brand: {
      bright: RED_BRIGHT,
      hover: '#f6121d',
      glow: '#5c0a0f',
      dusk: '#2a0508',
      gradient: `linear-gradient(135deg, ${RED_BRIGHT} 0%, ${RED_DARK} 100%)`,
    },
    status: {
      pass: '#2ecc71',
      warn: '#f5b301',
      passText: '#7ee2a8',
      warnText: '#ffc46b',
      notice: '#ffa726',
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.03em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.02em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'smooth' },
        body: { overflowX: 'hidden' },
        '*:focus-visible': { outline: `2px solid ${RED_TEXT}`, outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': {
          html: { scrollBehavior: 'auto' },
          '*, *::before, *::after': { transition: 'none !important', animation: 'none !important' },
        },
      },
    },
    MuiButtonBase: {
      defaultProps: { LinkComponent: RouterLink },
      // ButtonBase removes the outline; keyboard users still need to see where they are.
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `2px solid ${RED_TEXT}`, outlineOffset: 2 },
          ...touchHitArea,
        },
      },
    },
    MuiLink: {
      defaultProps: { component: RouterLink, underline: 'hover' },
      styleOverrides: { root: { color: RED_TEXT } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: 10,
          paddingInline: 18,
          ...touchBox,
          variants: [
            {
              props: { variant: 'contained', color: 'error' },
              style: { background: ERROR_FILL, '&:hover': { background: '#a61f1f' } },
            },
          ],
        },
        sizeLarge: { paddingBlock: 12, paddingInline: 24, fontSize: '1rem' },
        outlined: {
          borderColor: 'rgba(255, 255, 255, 0.2)',
          color: '#f5f5f5',
          '&:hover': {
            borderColor: 'rgba(255, 255, 255, 0.4)',
            background: 'rgba(255,255,255,0.04)',
          },
        },
      },
    },
    MuiIconButton: { styleOverrides: { root: touchBox } },
    MuiPaper: {
      styleOverrides: {
        root: { backgroundImage: 'none' },
        outlined: { borderColor: 'rgba(255, 255, 255, 0.08)' },
      },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { background: '#121212', borderRadius: 16 } },
    },
    MuiTooltip: {
      styleOverrides: { tooltip: { background: '#262626', fontSize: '0.8125rem' } },
    },
    MuiAlert: {
      styleOverrides: {
        root: {
          variants: [
            {
              props: { severity: 'error', variant: 'standard' },
              style: { background: alpha(RED, 0.12), color: '#ffb3b6' },
            },
          ],
        },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiInputLabel: {
      styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: RED_TEXT } } },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          background: 'rgba(255, 255, 255, 0.03)',
          '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255, 255, 255, 0.14)' },
        },
      },
    },
  },
});
