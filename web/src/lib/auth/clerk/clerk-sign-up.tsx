import { SignUp } from '@clerk/react';
import { useLocation } from 'react-router';
import type { SignUpProps } from '../auth-kit';
import { authBasePath } from './auth-base-path';
import { useClerkRouter } from './clerk-navigation';

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
