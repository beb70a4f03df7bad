import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_MESSAGES,
  LIMITS,
  RESET_TOKEN_PARAM,
  resetPasswordRequestSchema,
} from '@thumbforge/contract';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { SupportEmailLink } from '@/components/support-email-link';
import { paths } from '@/config/paths';
import { useToast } from '@/lib/toast/use-toast';
import { AuthCard } from './auth-card';
import { PasswordField } from './password-field';
import { resetPasswordWithLink } from '@/lib/auth/local/reset-password';
import { useAuthSubmit } from './use-auth-submit';
import { useSchemaForm } from './use-schema-form';

/** Without a link: how to get one. Support checks the address and sends a one-time link. */
function AskForLink() {
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Support sends you a link to choose a new one."
      switchPrompt="Remembered it?"
      switchLabel="Sign in"
      switchHref={paths.signIn}
    >
      <Typography>
        Write to <SupportEmailLink /> from the email address you sign in with. The link you get back
        works once, for 30 minutes.
      </Typography>
    </AuthCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const toast = useToast();
  const { field, validate } = useSchemaForm(resetPasswordRequestSchema, { token, password: '' });
  const { pending, serverError, submit } = useAuthSubmit(paths.signIn);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = validate();
    if (!request) return;
    void submit(async () => {
      await resetPasswordWithLink(request);
      toast.success(ACCOUNT_MESSAGES.passwordChanged);
    });
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="It signs you out everywhere else."
      switchPrompt="Remembered it?"
      switchLabel="Sign in"
      switchHref={paths.signIn}
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={1}>
        <PasswordField
          {...field('password', `At least ${LIMITS.passwordMinChars} characters`)}
          label="New password"
          autoComplete="new-password"
          autoFocus
        />
        {serverError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {serverError}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" loading={pending} fullWidth>
          Set new password
        </Button>
      </Stack>
    </AuthCard>
  );
}

/** The page a reset link opens (`npm run admin -- reset-password`), or how to get such a link. */
export function LocalResetPassword() {
  const [params] = useSearchParams();
  const token = params.get(RESET_TOKEN_PARAM);
  return token ? <NewPasswordForm token={token} /> : <AskForLink />;
}
