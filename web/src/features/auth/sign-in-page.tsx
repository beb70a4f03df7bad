import { paths, signUpReturningTo } from '@/config/paths';
import { useAuthKit } from '@/lib/auth/auth-kit-context';
import { AuthLayout } from './components/auth-layout';
import { useAuthRedirect } from './use-auth-redirect';

export function SignInPage() {
  const { SignIn } = useAuthKit();
  const { redirectUrl, carriedRedirect } = useAuthRedirect();
  return (
    <AuthLayout>
      <title>Sign in · ThumbForge</title>
      <SignIn
        redirectUrl={redirectUrl}
        signUpUrl={carriedRedirect ? signUpReturningTo(carriedRedirect) : paths.signUp}
      />
    </AuthLayout>
  );
}
