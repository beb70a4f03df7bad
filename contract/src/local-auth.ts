import { z } from 'zod';
import { plainText } from './plain-text.js';
import { LIMITS } from './limits.js';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(
    z.email({ error: 'Enter a valid email address' }).max(254, 'That email address is too long'),
  );

const password = z
  .string({ error: 'Password is required' })
  .min(LIMITS.passwordMinChars, `Password must be at least ${LIMITS.passwordMinChars} characters`)
  .max(200, 'Password must be at most 200 characters')
  .check(plainText('The password'));

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .check(plainText(label))
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`);

/** The embedded identity service's sign-up form (docs/architecture.md section 4). */
export const signUpRequestSchema = z.object({
  email,
  password,
  firstName: name('First name'),
  lastName: name('Last name'),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .check(plainText('The password')),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/**
 * A new password through a one-time link an admin issued (`npm run admin -- reset-password`):
 * the link's token and the password, under the sign-up form's rules.
 */
export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ error: 'This reset link is incomplete' })
    .min(1, 'This reset link is incomplete')
    .max(200)
    .check(plainText('The reset link')),
  password,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The page a reset link opens, and the query parameter carrying its token. */
export const RESET_PASSWORD_PAGE = '/reset-password';
export const RESET_TOKEN_PARAM = 'token';

export const sessionTokenResponseSchema = z.object({ token: z.string() });
