import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@thumbforge/contract';
import { hasSignedInHint, signedInHintCookie } from './signed-in-hint';

describe('the signed-in hint cookie', () => {
  it('is found among other cookies only when set to 1', () => {
    expect(hasSignedInHint(`theme=dark; ${SIGNED_IN_HINT_COOKIE}=1; lang=en`)).toBe(true);
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=1`)).toBe(true);
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=`)).toBe(false);
    expect(hasSignedInHint(`other_${SIGNED_IN_HINT_COOKIE}=1`)).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });

  it('is set for the whole site for 30 days, and cleared by expiring it', () => {
    expect(signedInHintCookie(true, false)).toBe(
      `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=2592000; SameSite=Lax`,
    );
    expect(signedInHintCookie(false, true)).toBe(
      `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; Secure`,
    );
  });
});
