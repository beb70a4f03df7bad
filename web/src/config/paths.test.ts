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

  it('reads the target as a browser does: tabs, newlines and backslashes lead nowhere else', () => {
    for (const target of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      '/\\/evil.example',
      '/\\\\evil.example',
      '\\/evil.example',
      '/\t\\evil.example',
      '/.//evil.example',
      '/x/..//evil.example',
      '/%2e%2e//evil.example',
      '///evil.example',
      'javascript:alert(1)',
      ' /dashboard',
    ]) {
      expect([target, redirectTarget(target)]).toEqual([target, '/']);
    }
  });

  it('keeps encoded slashes and tabs as the harmless path they are', () => {
    expect(redirectTarget('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(redirectTarget('/%09/evil.example')).toBe('/%09/evil.example');
    expect(redirectTarget('/%5Cevil.example')).toBe('/%5Cevil.example');
    expect(redirectTarget('/dashboard\t?tab=1#top')).toBe('/dashboard?tab=1#top');
  });

  it('never returns to the auth screens, whatever their case', () => {
    expect(redirectTarget('/signin')).toBe('/');
    expect(redirectTarget('/Signup?redirect=/x')).toBe('/');
    expect(redirectTarget('/signin/')).toBe('/');
    expect(redirectTarget('/x/../SignIn')).toBe('/');
  });
});

describe('signInReturningTo', () => {
  it('carries the target in the redirect parameter', () => {
    expect(signInReturningTo('/transactions')).toBe('/signin?redirect=%2Ftransactions');
  });
});
