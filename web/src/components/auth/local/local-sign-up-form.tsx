import { LIMITS, signUpRequestSchema } from '@thumbforge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import type { SignUpProps } from '@/lib/auth/auth-kit';
import { AuthCard } from './auth-card';
import { useLocalSession } from '@/lib/auth/local/local-session-context';
import { PasswordField } from './password-field';
import { useAuthSubmit } from './use-auth-submit';
import { useSchemaForm } from './use-schema-form';

export function LocalSignUpForm({ signInUrl, redirectUrl }: SignUpProps) {
  const session = useLocalSession();
  const { field, validate } = useSchemaForm(signUpRequestSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const { pending, serverError, submit } = useAuthSubmit(redirectUrl);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = validate();
    if (request) void submit(() => session.signUp(request));
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle={`Sign up and get ${LIMITS.freeTokens} free tokens to create your first thumbnails`}
      switchPrompt="Already have an account?"
      switchLabel="Sign in"
      switchHref={signInUrl}
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={1}>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            rowGap: 1,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <TextField
            {...field('firstName')}
            label="First name"
            autoComplete="given-name"
            autoFocus
          />
          <TextField {...field('lastName')} label="Last name" autoComplete="family-name" />
        </Box>
        <TextField {...field('email')} label="Email address" type="email" autoComplete="email" />
        <PasswordField
          {...field('password', `At least ${LIMITS.passwordMinChars} characters`)}
          label="Password"
          autoComplete="new-password"
        />
        {serverError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {serverError}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" loading={pending} fullWidth>
          Sign up
        </Button>
      </Stack>
    </AuthCard>
  );
}
