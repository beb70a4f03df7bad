import type { BillingInput, Payment } from '@thumbforge/contract';

/**
 * What the billing form starts from: the details of the newest paid order that had them (so they
 * are remembered after the first purchase), else the account's name and no state.
 */
export function rememberedBilling(
  payments: readonly Pick<Payment, 'status' | 'billing'>[] | undefined,
  fullName: string,
): { name: string; state: string; gstin: string } {
  const last = payments?.find((payment) => payment.status === 'paid' && payment.billing)?.billing;
  if (!last) return { name: fullName, state: '', gstin: '' };
  return { name: last.name || fullName, state: last.state, gstin: last.gstin ?? '' };
}

/** The form's values as `POST /payment/create-order` takes them: an empty GSTIN is none. */
export function billingInputOf(values: {
  name: string;
  state: string;
  gstin: string;
}): BillingInput {
  return {
    name: values.name,
    state: values.state,
    ...(values.gstin.trim() ? { gstin: values.gstin } : {}),
  };
}
