import { SIGNED_IN_HINT_COOKIE } from '@thumbforge/contract';

/** As long as a local session lives; renewed on every visit that finds the user signed in. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Whether the last page load ended signed in (see SIGNED_IN_HINT_COOKIE). */
export function hasSignedInHint(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=1`));
}

/** The cookie that records `signedIn`, for `document.cookie`. */
export function signedInHintCookie(signedIn: boolean, secure: boolean): string {
  return [
    `${SIGNED_IN_HINT_COOKIE}=${signedIn ? '1' : ''}`,
    'Path=/',
    `Max-Age=${signedIn ? MAX_AGE_SECONDS : 0}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function rememberSignedIn(signedIn: boolean): void {
  document.cookie = signedInHintCookie(signedIn, location.protocol === 'https:');
}
