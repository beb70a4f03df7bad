import { SignIn } from '@clerk/react';
import { useLocation } from 'react-router';
import type { SignInProps } from '@/lib/auth/auth-kit';
import { authBasePath } from '@/lib/auth/clerk/auth-base-path';
import { useClerkRouter } from '@/lib/auth/clerk/clerk-navigation';

export function ClerkSignIn({ signUpUrl, redirectUrl }: SignInProps) {
  useClerkRouter();
  const { pathname } = useLocation();
  return (
    <SignIn
      routing="path"
      path={authBasePath(pathname)}
      signUpUrl={signUpUrl}
      forceRedirectUrl={redirectUrl}
      signUpForceRedirectUrl={redirectUrl}
    />
  );
}
