import type { BillingDetails } from '@thumbforge/contract';

/**
 * What a payment keeps of its billing details once its owner's account is deleted: the state (the
 * place of supply GST returns report by), and a business buyer's name, GSTIN and registered
 * address, which its tax invoices carry and GSTR-1 lists. A person's name and email go.
 */
export function unlinkedBilling(billing: BillingDetails | null): BillingDetails | null {
  if (!billing) return null;
  return {
    name: billing.gstin ? billing.name : '',
    email: '',
    state: billing.state,
    gstin: billing.gstin,
    address: billing.gstin ? billing.address : null,
  };
}
