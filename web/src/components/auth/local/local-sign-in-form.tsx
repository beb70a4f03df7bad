import { signInRequestSchema } from '@thumbforge/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { touchLink } from '@/components/touch-target';
import { paths } from '@/config/paths';
import type { SignInProps } from '@/lib/auth/auth-kit';
import { AuthCard } from './auth-card';
import { useLocalSession } from '@/lib/auth/local/local-session-context';
import { PasswordField } from './password-field';
import { useAuthSubmit } from './use-auth-submit';
import { useSchemaForm } from './use-schema-form';

export function LocalSignInForm({ signUpUrl, redirectUrl }: SignInProps) {
  const session = useLocalSession();
  const { field, validate } = useSchemaForm(signInRequestSchema, { email: '', password: '' });
  const { pending, serverError, submit } = useAuthSubmit(redirectUrl);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = validate();
    if (request) void submit(() => session.signIn(request));
  }

  return (
    <AuthCard
      title="Sign in to ThumbForge"
      subtitle="Welcome back! Please sign in to continue"
      switchPrompt="Don't have an account?"
      switchLabel="Sign up"
      switchHref={signUpUrl}
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={1}>
        <TextField
          {...field('email')}
          label="Email address"
          type="email"
          autoComplete="email"
          autoFocus
        />
        <PasswordField {...field('password')} label="Password" autoComplete="current-password" />
        <Link
          href={paths.resetPassword}
          variant="body2"
          sx={{ alignSelf: 'flex-end', ...touchLink }}
        >
          Forgot password?
        </Link>
        {serverError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {serverError}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" loading={pending} fullWidth>
          Sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}
