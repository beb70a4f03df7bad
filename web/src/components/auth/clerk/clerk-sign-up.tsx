import { SignUp } from '@clerk/react';
import { useLocation } from 'react-router';
import type { SignUpProps } from '@/lib/auth/auth-kit';
import { authBasePath } from '@/lib/auth/clerk/auth-base-path';
import { useClerkRouter } from '@/lib/auth/clerk/clerk-navigation';

export function ClerkSignUp({ signInUrl, redirectUrl }: SignUpProps) {
  useClerkRouter();
  const { pathname } = useLocation();
  return (
    <SignUp
      routing="path"
      path={authBasePath(pathname)}
      signInUrl={signInUrl}
      forceRedirectUrl={redirectUrl}
      signInForceRedirectUrl={redirectUrl}
    />
  );
}
