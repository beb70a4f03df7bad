import { describe, expect, it } from 'vitest';
import { authBasePath } from './auth-base-path';

describe('authBasePath', () => {
  it("keeps the screen's path as typed and drops the hosted form's step", () => {
    expect(authBasePath('/signin')).toBe('/signin');
    expect(authBasePath('/Signin/factor-one')).toBe('/Signin');
    expect(authBasePath('/signup/verify-email-address')).toBe('/signup');
  });
});
