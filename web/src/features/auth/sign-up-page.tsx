import Link from '@mui/material/Link';
import { touchLink } from '@/components/touch-target';
import { paths, signInReturningTo } from '@/config/paths';
import { useAuthKit } from '@/lib/auth/auth-kit-context';
import { AuthLayout } from './components/auth-layout';
import { useAuthRedirect } from './use-auth-redirect';

export function SignUpPage() {
  const { SignUp } = useAuthKit();
  const { redirectUrl, carriedRedirect } = useAuthRedirect();
  return (
    <AuthLayout
      footnote={
        <>
          By creating an account you agree to the{' '}
          <Link href={paths.termsConditions} sx={touchLink}>
            Terms and Conditions
          </Link>{' '}
          and the{' '}
          <Link href={paths.privacy} sx={touchLink}>
            Privacy Policy
          </Link>
          .
        </>
      }
    >
      <title>Sign up · ThumbForge</title>
      <SignUp
        redirectUrl={redirectUrl}
        signInUrl={carriedRedirect ? signInReturningTo(carriedRedirect) : paths.signIn}
      />
    </AuthLayout>
  );
}
