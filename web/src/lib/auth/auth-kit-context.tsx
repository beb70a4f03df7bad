import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { AuthKit } from './auth-kit';
import { useAuthSession } from './auth-session-context';
import { rememberSignedIn } from './signed-in-hint';

const AuthKitContext = createContext<AuthKit | null>(null);

/** Keeps the signed-in hint in step with whatever the kit decides. */
function SignedInHint() {
  const { status } = useAuthSession();
  useEffect(() => {
    if (status !== 'loading') rememberSignedIn(status === 'signedIn');
  }, [status]);
  return null;
}

/** Exposes the kit's screens and wraps the tree in its session provider. */
export function AuthKitProvider({ kit, children }: { kit: AuthKit; children: ReactNode }) {
  return (
    <AuthKitContext value={kit}>
      <kit.Provider>
        <SignedInHint />
        {children}
      </kit.Provider>
    </AuthKitContext>
  );
}

export function useAuthKit(): AuthKit {
  const kit = useContext(AuthKitContext);
  if (!kit) throw new Error('useAuthKit must be used inside <AuthKitProvider>');
  return kit;
}
