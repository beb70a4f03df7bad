import { describe, expect, it } from 'vitest';
import { redirectTarget, signInReturningTo } from './paths';

describe('redirectTarget', () => {
  it('follows paths inside the app, keeping their query', () => {
    expect(redirectTarget('/transactions')).toBe('/transactions');
    expect(redirectTarget('/dashboard?tab=1')).toBe('/dashboard?tab=1');
  });

  it('goes home for missing, foreign or protocol-relative targets', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget('')).toBe('/');
    expect(redirectTarget('https://evil.example')).toBe('/');
    expect(redirectTarget('//evil.example')).toBe('/');
    expect(redirectTarget('/\\evil.example')).toBe('/');
  });

  it('never returns to the auth screens, whatever their case', () => {
    expect(redirectTarget('/signin')).toBe('/');
    expect(redirectTarget('/Signup?redirect=/x')).toBe('/');
  });
});

describe('signInReturningTo', () => {
  it('carries the target in the redirect parameter', () => {
    expect(signInReturningTo('/transactions')).toBe('/signin?redirect=%2Ftransactions');
  });
});
