import type { RuntimeConfig } from '@thumbforge/contract';
import type { ReactNode } from 'react';
import { razorpayCheckout } from '@/lib/checkout/razorpay-checkout';
import { CheckoutContext } from '@/lib/checkout/use-checkout';
import { SandboxCheckoutProvider } from './sandbox-checkout-provider';

interface CheckoutProviderProps {
  /** `config.checkout.provider` from `GET /config`. */
  provider: RuntimeConfig['checkout']['provider'];
  children: ReactNode;
}

/** Gives everything below it the checkout this deployment runs with. */
export function CheckoutProvider({ provider, children }: CheckoutProviderProps) {
  switch (provider) {
    case 'razorpay':
      return <CheckoutContext value={razorpayCheckout}>{children}</CheckoutContext>;
    case 'sandbox':
      return <SandboxCheckoutProvider>{children}</SandboxCheckoutProvider>;
  }
}
