import type { ComponentType, ReactNode } from 'react';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** What the app needs from an identity provider; `useAuthSession()` returns it. */
export interface AuthSession {
  status: AuthStatus;
  /** A fresh session token for the API, or null when signed out. Safe to call concurrently. */
  getToken: () => Promise<string | null>;
  signOut: () => Promise<void>;
}

export interface SignInProps {
  signUpUrl: string;
  /** Where to go once signed in. */
  redirectUrl: string;
}

export interface SignUpProps {
  signInUrl: string;
  redirectUrl: string;
}

/** An entry the app adds to the provider's account menu (download my data, close account). */
export interface AccountMenuItem {
  label: string;
  icon: ReactNode;
  onSelect: () => void;
}

export interface AccountMenuProps {
  /** The collapsed sidebar shows only the avatar. */
  showName: boolean;
  afterSignOutUrl: string;
  /** Shown above Sign out, in this order. */
  items?: AccountMenuItem[];
}

/**
 * One identity provider's pieces (local now, Clerk later), picked once from the runtime config.
 * Screens render these components and never know which provider is behind them.
 */
export interface AuthKit {
  /** Makes `useAuthSession()` work for everything below it. */
  Provider: ComponentType<{ children: ReactNode }>;
  SignIn: ComponentType<SignInProps>;
  SignUp: ComponentType<SignUpProps>;
  /** The forgotten-password page: the provider's way to choose a new password. */
  ResetPassword: ComponentType;
  AccountMenu: ComponentType<AccountMenuProps>;
}
