import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import {
  DEFAULT_SUPPORT_EMAIL,
  LIMITS_CONFIG,
  OPTIONS_CONFIG,
  PLAN_LIST,
  type RuntimeConfig,
  BRAND_FONTS,
} from '@thumbforge/contract';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { RuntimeConfigContext } from '@/config/runtime-config';
import { theme } from './theme';
import { LandingPage } from '@/features/landing/landing-page';

export { PRERENDERED_LANDING } from '@/features/landing/static-landing';

/**
 * The embedded runtime's defaults. The landing page reads only the support address of it, which
 * the live page replaces with the configured one (features/landing/static-landing.ts).
 */
const BUILD_TIME_CONFIG: RuntimeConfig = {
  mode: 'embedded',
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  plans: PLAN_LIST,
  options: OPTIONS_CONFIG,
  brandFonts: BRAND_FONTS,
  limits: LIMITS_CONFIG,
  auth: { provider: 'local' },
  checkout: { provider: 'sandbox', keyId: '' },
  billing: { required: false },
};

export interface PrerenderedPage {
  /** What goes inside `#root`. */
  html: string;
  /** For `<head>`: the page's `<title>`, preloads, and a `<style>` with every rule the markup uses. */
  head: string;
}

/** What React writes into the markup for the document's head when it renders no <head>. */
const HEAD_ELEMENTS = /<title>[^<]*<\/title>|<link rel="preload"[^>]*\/>/g;

/**
 * The landing page as HTML and CSS, written into the build's index.html so a visitor sees it
 * before any script runs. Rendered by the same components as in the app.
 */
export function prerenderLanding(): PrerenderedPage {
  // `compat` keeps the rules in the cache instead of writing <style> tags into the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const markup = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* The app marks keyboard focus on buttons with a class from script; without it, CSS. */}
        <GlobalStyles
          styles={{
            '.MuiButtonBase-root:focus-visible': {
              outline: `2px solid ${theme.palette.primary.light}`,
              outlineOffset: 2,
            },
          }}
        />
        <RuntimeConfigContext value={BUILD_TIME_CONFIG}>
          <StaticRouter location="/">
            <LandingPage />
          </StaticRouter>
        </RuntimeConfigContext>
      </ThemeProvider>
    </CacheProvider>,
  );
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const ids = rules.map(([id]) => id).join(' ');
  const css = rules.map(([, rule]) => rule).join('');
  // The page's <title> and the hero image's preload, which React puts first in the markup.
  const headElements = markup.match(HEAD_ELEMENTS) ?? [];
  if (!headElements.some((element) => element.startsWith('<title>'))) {
    throw new Error('the landing page rendered no <title>');
  }
  return {
    html: markup.replace(HEAD_ELEMENTS, ''),
    head: `${headElements.join('')}<style data-emotion="${cache.key} ${ids}">${css}</style>`,
  };
}
