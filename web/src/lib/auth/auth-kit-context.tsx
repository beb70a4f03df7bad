import { createContext, useContext, type ReactNode } from 'react';
import type { AuthKit } from './auth-kit';

const AuthKitContext = createContext<AuthKit | null>(null);

/** Exposes the kit's screens and wraps the tree in its session provider. */
export function AuthKitProvider({ kit, children }: { kit: AuthKit; children: ReactNode }) {
  return (
    <AuthKitContext value={kit}>
      <kit.Provider>{children}</kit.Provider>
    </AuthKitContext>
  );
}

export function useAuthKit(): AuthKit {
  const kit = useContext(AuthKitContext);
  if (!kit) throw new Error('useAuthKit must be used inside <AuthKitProvider>');
  return kit;
}
