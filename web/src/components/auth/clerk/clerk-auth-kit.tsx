import type { ReactNode } from 'react';
import type { AuthKit } from '@/lib/auth/auth-kit';
import { ClerkAccountMenu } from './clerk-account-menu';
import { ClerkAuthProvider } from './clerk-auth-provider';
import { ClerkResetPassword } from './clerk-reset-password';
import { ClerkSignIn } from './clerk-sign-in';
import { ClerkSignUp } from './clerk-sign-up';

/** Clerk's hosted sign-in of the Firebase runtime (docs/architecture.md section 1). */
export function createClerkAuthKit(publishableKey: string): AuthKit {
  function Provider({ children }: { children: ReactNode }) {
    return <ClerkAuthProvider publishableKey={publishableKey}>{children}</ClerkAuthProvider>;
  }
  return {
    Provider,
    SignIn: ClerkSignIn,
    SignUp: ClerkSignUp,
    ResetPassword: ClerkResetPassword,
    AccountMenu: ClerkAccountMenu,
  };
}
