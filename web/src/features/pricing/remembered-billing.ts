import type { BillingInput, Payment } from '@thumbforge/contract';

interface BillingValues {
  name: string;
  state: string;
  gstin: string;
  address: string;
}

/**
 * What the billing form starts from: the details of the newest paid order that had them (so they
 * are remembered after the first purchase), else the account's name and no state.
 */
export function rememberedBilling(
  payments: readonly Pick<Payment, 'status' | 'billing'>[] | undefined,
  fullName: string,
): BillingValues {
  const last = payments?.find((payment) => payment.status === 'paid' && payment.billing)?.billing;
  if (!last) return { name: fullName, state: '', gstin: '', address: '' };
  return {
    name: last.name || fullName,
    state: last.state,
    gstin: last.gstin ?? '',
    address: last.address ?? '',
  };
}

/**
 * The form's values as `POST /payment/create-order` takes them: an empty GSTIN is none, and the
 * address goes only with a GSTIN (a business's registered address).
 */
export function billingInputOf(values: BillingValues): BillingInput {
  return {
    name: values.name,
    state: values.state,
    ...(values.gstin.trim() ? { gstin: values.gstin, address: values.address } : {}),
  };
}
