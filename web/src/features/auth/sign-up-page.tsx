import { paths, signInReturningTo } from '@/config/paths';
import { useAuthKit } from '@/lib/auth/auth-kit-context';
import { AuthLayout } from './components/auth-layout';
import { useAuthRedirect } from './use-auth-redirect';

export function SignUpPage() {
  const { SignUp } = useAuthKit();
  const { redirectUrl, carriedRedirect } = useAuthRedirect();
  return (
    <AuthLayout>
      <title>Sign up · ThumbForge</title>
      <SignUp
        redirectUrl={redirectUrl}
        signInUrl={carriedRedirect ? signInReturningTo(carriedRedirect) : paths.signIn}
      />
    </AuthLayout>
  );
}
