import { UserButton } from '@clerk/react';
import type { AccountMenuProps } from '@/lib/auth/auth-kit';
import { useClerkRouter } from '@/lib/auth/clerk/clerk-navigation';

/**
 * Clerk's account menu, with the app's items (download my data, close account) beside Clerk's. Its sign-out goes to the provider's `afterSignOutUrl`, which is the home
 * page the sidebar asks for: Clerk 6 takes that address only on the provider.
 */
export function ClerkAccountMenu({ showName, items = [] }: AccountMenuProps) {
  useClerkRouter();
  return (
    <UserButton showName={showName}>
      <UserButton.MenuItems>
        {items.map((item) => (
          <UserButton.Action
            key={item.label}
            label={item.label}
            labelIcon={item.icon}
            onClick={item.onSelect}
          />
        ))}
      </UserButton.MenuItems>
    </UserButton>
  );
}
