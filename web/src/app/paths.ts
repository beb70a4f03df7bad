/** Every route of the app (SPEC.md section 2). Links and routes use these, never literals. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  pricing: '/pricing',
  transactions: '/transactions',
  // Routes match case-insensitively, so /Signin and /Signup reach these too.
  signIn: '/signin',
  signUp: '/signup',
  cancellationRefunds: '/cancellation-refunds',
  termsConditions: '/terms-conditions',
  shipping: '/shipping',
  privacy: '/privacy',
  contact: '/contact',
} as const;

/** The query parameter that carries where to return after signing in. */
export const REDIRECT_PARAM = 'redirect';

const withRedirect = (path: string, target: string) =>
  `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;

export const signInReturningTo = (target: string) => withRedirect(paths.signIn, target);
export const signUpReturningTo = (target: string) => withRedirect(paths.signUp, target);

/**
 * Only same-app paths are followed, so a crafted link cannot send a visitor elsewhere after
 * signing in; the auth screens themselves are skipped to avoid a loop.
 */
export function redirectTarget(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return paths.home;
  }
  const pathname = (raw.split(/[?#]/)[0] ?? '').toLowerCase();
  if (pathname === paths.signIn || pathname === paths.signUp) return paths.home;
  return raw;
}
