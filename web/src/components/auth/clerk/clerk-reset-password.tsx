import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';

/** Clerk resets passwords itself, from its sign-in form: this page points there. */
export function ClerkResetPassword() {
  return (
    <Card sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        Forgot your password?
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        On the sign-in page, enter your email and choose “Forgot password?”: you get a code by email
        to set a new one.
      </Typography>
      <Button href={paths.signIn} variant="contained" fullWidth>
        Go to sign in
      </Button>
    </Card>
  );
}
