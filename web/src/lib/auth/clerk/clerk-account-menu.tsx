import { UserButton } from '@clerk/react';
import type { AccountMenuProps } from '../auth-kit';
import { useClerkRouter } from './clerk-navigation';

/**
 * Clerk's account menu. Its sign-out goes to the provider's `afterSignOutUrl`, which is the home
 * page the sidebar asks for: Clerk 6 takes that address only on the provider.
 */
export function ClerkAccountMenu({ showName }: AccountMenuProps) {
  useClerkRouter();
  return <UserButton showName={showName} />;
}
