import { useMemo, useState, type ReactNode } from 'react';
import type { Checkout, CheckoutEvents, CheckoutRequest } from '@/lib/checkout/checkout';
import { CheckoutContext } from '@/lib/checkout/use-checkout';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';

interface Session {
  request: CheckoutRequest;
  events: CheckoutEvents;
  open: boolean;
}

/** The embedded runtime's checkout: a dialog in the page instead of Razorpay's. */
export function SandboxCheckoutProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const checkout = useMemo<Checkout>(
    () => ({
      open: (request, events) => {
        setSession({ request, events, open: true });
        return Promise.resolve();
      },
    }),
    [],
  );

  return (
    <CheckoutContext value={checkout}>
      {children}
      {session && (
        <SandboxCheckoutDialog
          key={session.request.order.orderId}
          {...session}
          onClose={() => setSession((current) => current && { ...current, open: false })}
          // Kept mounted until the closing animation ends, so its content does not vanish mid-fade.
          onClosed={() => setSession((current) => (current?.open ? current : null))}
        />
      )}
    </CheckoutContext>
  );
}
