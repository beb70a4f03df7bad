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

/** The embedded identity service's sign-up form (ARCHITECTURE.md section 4). */
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

export const sessionTokenResponseSchema = z.object({ token: z.string() });
