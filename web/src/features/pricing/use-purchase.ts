import {
  MESSAGES,
  PAYMENT_MESSAGES,
  type BillingInput,
  type CheckoutSuccess,
  type Plan,
  type PlanName,
} from '@thumbforge/contract';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api/api-error';
import { useAuthSession } from '@/lib/auth/auth-session-context';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { useCheckout } from '@/lib/checkout/use-checkout';
import { dashboardWithLastChat } from '@/lib/last-chat';
import { useToast } from '@/lib/toast/use-toast';
import { useCreateOrder } from './api/create-order';
import { useVerifyPayment } from './api/verify-payment';

export interface Purchase {
  /** The plan whose order or checkout is under way; one at a time. */
  pendingPlan: PlanName | null;
  buy: (plan: Plan) => void;
  /** The plan whose billing details are being asked, before its order is created. */
  billingFor: Plan | null;
  /** Creates the order with the details given (none when skipped) and opens checkout. */
  continueWith: (billing: BillingInput | undefined) => void;
  /** Closing the billing step buys nothing. */
  cancelBilling: () => void;
}

/**
 * docs/product-rules.md section 4's payment: ask the billing details, create the order, open checkout, verify
 * what it hands back, then credit the balance and go back to the dashboard. Toasts are docs/product-rules.md
 * section 8's.
 */
export function usePurchase(): Purchase {
  const { status } = useAuthSession();
  const { authUser, checkAuth } = useCurrentUser();
  const createOrder = useCreateOrder();
  const verifyPayment = useVerifyPayment();
  const checkout = useCheckout();
  const toast = useToast();
  const navigate = useNavigate();
  const [pendingPlan, setPendingPlan] = useState<PlanName | null>(null);
  const [billingFor, setBillingFor] = useState<Plan | null>(null);
  // A double click can land before React re-renders the button as disabled.
  const busy = useRef(false);

  const finish = useCallback(() => {
    busy.current = false;
    setPendingPlan(null);
  }, []);

  async function verify(payment: CheckoutSuccess) {
    try {
      const result = await verifyPayment({
        razorpay_payment_id: payment.razorpay_payment_id,
        razorpay_order_id: payment.razorpay_order_id,
        razorpay_signature: payment.razorpay_signature,
      });
      // A signature the server rejects credits nothing, and docs/product-rules.md section 8 says nothing of it.
      if (!result.success) return;
      // One toast says it all: verified, and what was added.
      toast.success(PAYMENT_MESSAGES.paid(result.tokensAdded));
      // Refetched rather than added: the webhook may have credited first and been refetched already.
      await checkAuth();
      // Back to work: the dashboard, with the chat this tab was in still open.
      void navigate(dashboardWithLastChat());
    } catch {
      toast.error(PAYMENT_MESSAGES.verificationFailed);
    } finally {
      finish();
    }
  }

  function buy(plan: Plan) {
    if (status !== 'signedIn') {
      toast.error(MESSAGES.signInToPurchase);
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setPendingPlan(plan.key);
    setBillingFor(plan);
  }

  async function pay(plan: Plan, billing: BillingInput | undefined) {
    let order;
    try {
      order = await createOrder(plan.key, billing);
    } catch (error) {
      // A session that ended in another tab reaches here as a 401.
      const signedOut = isApiError(error) && error.status === 401;
      const closed = isApiError(error) && error.code === 'account_closed';
      // A billing detail the server refused (a 400) says what to fix.
      const refused = isApiError(error) && (error.code === 'invalid_input' || closed);
      toast.error(
        signedOut
          ? MESSAGES.signInToPurchase
          : refused
            ? error.message
            : PAYMENT_MESSAGES.createOrderFailed,
      );
      finish();
      return;
    }

    const customer = {
      name: authUser?.fullName ?? '',
      email: authUser?.emailAddresses[0]?.emailAddress ?? '',
    };
    try {
      await checkout.open(
        { order, plan, customer },
        {
          onPaid: (payment) => void verify(payment),
          onFailed: () => toast.error(PAYMENT_MESSAGES.checkoutFailed),
          onDismissed: finish,
        },
      );
    } catch {
      toast.error(PAYMENT_MESSAGES.checkoutFailed);
      finish();
    }
  }

  return {
    pendingPlan,
    buy,
    billingFor,
    continueWith: (billing) => {
      if (!billingFor) return;
      setBillingFor(null);
      void pay(billingFor, billing);
    },
    cancelBilling: () => {
      setBillingFor(null);
      finish();
    },
  };
}
