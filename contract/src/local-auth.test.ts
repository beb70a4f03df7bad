import { describe, expect, it } from 'vitest';
import { signInRequestSchema, signUpRequestSchema } from './local-auth.js';

const valid = {
  email: ' Ada@Example.com ',
  password: 'correct horse',
  firstName: 'Ada',
  lastName: 'L',
};

function firstError(input: unknown): string | undefined {
  const result = signUpRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('local auth schemas', () => {
  it('normalises the email address', () => {
    expect(signUpRequestSchema.parse(valid).email).toBe('ada@example.com');
  });

  it('explains each invalid field', () => {
    expect(firstError({ ...valid, password: 'short' })).toBe(
      'Password must be at least 8 characters',
    );
    expect(firstError({ ...valid, email: 'not-an-email' })).toBe('Enter a valid email address');
    expect(firstError({ ...valid, firstName: '   ' })).toBe('First name is required');
    expect(firstError({ ...valid, lastName: undefined })).toBe('Last name is required');
  });

  it('requires a password to sign in', () => {
    expect(signInRequestSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
  });
});
