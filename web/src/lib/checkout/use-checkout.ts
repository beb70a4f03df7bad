import { createContext, useContext } from 'react';
import type { Checkout } from './checkout';

/** Filled by `<CheckoutProvider>` with the checkout the runtime config names. */
export const CheckoutContext = createContext<Checkout | null>(null);

export function useCheckout(): Checkout {
  const checkout = useContext(CheckoutContext);
  if (!checkout) throw new Error('useCheckout must be used inside <CheckoutProvider>');
  return checkout;
}
