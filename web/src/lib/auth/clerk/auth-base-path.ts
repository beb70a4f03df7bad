/**
 * The auth screen's own path as the visitor typed it (`/Signin` and `/signin` both reach it),
 * without the step Clerk's path routing appends (`/signin/factor-one`).
 */
export function authBasePath(pathname: string): string {
  return `/${pathname.split('/')[1] ?? ''}`;
}
