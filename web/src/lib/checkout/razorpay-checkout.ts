import type { Checkout } from './checkout';
import { loadRazorpay } from './load-razorpay';
import { razorpayOptions } from './razorpay-options';

/** Razorpay Checkout (`checkout.js`), for deployments configured with real Razorpay keys. */
export const razorpayCheckout: Checkout = {
  async open(request, events) {
    const Razorpay = await loadRazorpay();
    const checkout = new Razorpay(razorpayOptions(request, events));
    checkout.on('payment.failed', events.onFailed);
    checkout.open();
  },
};
