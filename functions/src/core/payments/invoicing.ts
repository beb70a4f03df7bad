import type { InvoiceTerms } from '@thumbforge/contract';

/** The seller as configured (SELLER_* variables); a GSTIN makes every sale a tax invoice. */
export interface Seller {
  legalName: string;
  address: string;
  /** The two-digit GST state code; set whenever `gstin` is. */
  state: string | null;
  gstin: string | null;
}

export interface Invoicing {
  seller: Seller;
  /** Services Accounting Code printed on invoices. */
  sac: string;
  /** The GST rate plan prices include. */
  ratePercent: number;
}

/** The terms a sale is invoiced under now; null while the seller is not registered for GST. */
export function currentInvoiceTerms(invoicing: Invoicing): InvoiceTerms | null {
  const { seller } = invoicing;
  if (!seller.gstin || !seller.state) return null;
  return {
    seller: {
      legalName: seller.legalName,
      address: seller.address,
      state: seller.state,
      gstin: seller.gstin,
    },
    sac: invoicing.sac,
    ratePercent: invoicing.ratePercent,
  };
}
