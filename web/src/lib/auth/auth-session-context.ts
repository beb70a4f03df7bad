import { createContext, useContext } from 'react';
import type { AuthSession } from './auth-kit';

/** Filled by the chosen kit's `Provider`. */
export const AuthSessionContext = createContext<AuthSession | null>(null);

export function useAuthSession(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (!session) throw new Error('useAuthSession must be used inside an auth kit Provider');
  return session;
}
