import type { RazorpayConstructor } from './razorpay-options';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Adds Razorpay's `checkout.js` the first time a purchase starts, so no other page (nor the
 * sandbox) ever loads it. A failed load is forgotten, so the next purchase tries again.
 */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('Razorpay Checkout loaded without defining Razorpay'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
