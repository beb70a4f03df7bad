import { RESET_PASSWORD_PAGE } from '@thumbforge/contract';

/** Every route of the app (docs/product-rules.md section 2). Links and routes use these, never literals. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  pricing: '/pricing',
  transactions: '/transactions',
  // Routes match case-insensitively, so /Signin and /Signup reach these too.
  signIn: '/signin',
  signUp: '/signup',
  resetPassword: RESET_PASSWORD_PAGE,
  cancellationRefunds: '/cancellation-refunds',
  termsConditions: '/terms-conditions',
  shipping: '/shipping',
  privacy: '/privacy',
  contact: '/contact',
  /** The OpenAPI document, rendered. */
  apiDocs: '/docs/api',
} as const;

/** The dashboard's open chat lives in the URL (`?chat=<id>`), so a reload or a link keeps it. */
export const CHAT_PARAM = 'chat';

export const dashboardChat = (chatId: string) =>
  `${paths.dashboard}?${new URLSearchParams({ [CHAT_PARAM]: chatId })}`;

/** The query parameter that carries where to return after signing in. */
export const REDIRECT_PARAM = 'redirect';

const withRedirect = (path: string, target: string) =>
  `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;

export const signInReturningTo = (target: string) => withRedirect(paths.signIn, target);
export const signUpReturningTo = (target: string) => withRedirect(paths.signUp, target);

// Any origin of our own would do: a target is resolved against it, and kept only if it stays there.
const PROBE_ORIGIN = 'https://thumbforge.invalid';

/**
 * Only same-app paths are followed, so a crafted link cannot send a visitor elsewhere after
 * signing in; the auth screens themselves are skipped to avoid a loop. The target is read the way
 * a browser reads a URL (which drops tabs and newlines and takes `\` for `/`, so `/\t/evil.example`
 * is `//evil.example`), and what is returned is that reading, never the raw text.
 */
export function redirectTarget(raw: string | null): string {
  if (!raw?.startsWith('/')) return paths.home;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return paths.home;
  }
  // A path starting `//` would be read as another host again wherever it is used next.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return paths.home;
  const page = url.pathname.toLowerCase();
  const authScreens: string[] = [paths.signIn, paths.signUp];
  if (authScreens.some((screen) => page === screen || page === `${screen}/`)) return paths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}
