import { ClerkFailed, ClerkProvider } from '@clerk/react';
import { useTheme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { clerkAppearance } from './clerk-appearance';
import { ClerkLoadBoundary } from './clerk-load-boundary';
import { ClerkLoadFailed } from './clerk-load-failed';
import { clerkRouterPush, clerkRouterReplace } from '@/lib/auth/clerk/clerk-navigation';
import { ClerkSession } from '@/lib/auth/clerk/clerk-session';

interface ClerkAuthProviderProps {
  publishableKey: string;
  children: ReactNode;
}

/**
 * Clerk's provider in the app's look. It loads Clerk's script from the instance's frontend API
 * host with the retries docs/product-rules.md section 7 describes (5 retries, a 15 s timeout: Clerk's own
 * defaults, not settable through the provider); when that still fails, a Retry screen shows.
 */
export function ClerkAuthProvider({ publishableKey, children }: ClerkAuthProviderProps) {
  const theme = useTheme();
  const appearance = useMemo(() => clerkAppearance(theme), [theme]);
  return (
    <ClerkLoadBoundary>
      <ClerkProvider
        publishableKey={publishableKey}
        appearance={appearance}
        signInUrl={paths.signIn}
        signUpUrl={paths.signUp}
        afterSignOutUrl={paths.home}
        routerPush={clerkRouterPush}
        routerReplace={clerkRouterReplace}
      >
        <ClerkFailed>
          <ClerkLoadFailed />
        </ClerkFailed>
        <ClerkSession>{children}</ClerkSession>
      </ClerkProvider>
    </ClerkLoadBoundary>
  );
}
