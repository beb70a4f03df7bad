import { SignIn } from '@clerk/react';
import { useLocation } from 'react-router';
import type { SignInProps } from '../auth-kit';
import { authBasePath } from './auth-base-path';
import { useClerkRouter } from './clerk-navigation';

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
