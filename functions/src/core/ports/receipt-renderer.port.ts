import type { TaxBreakdown } from '../payments/gst-amounts.js';

/** Everything printed on a receipt; built from the payment record only. */
export interface ReceiptDetails {
  receiptNumber: string;
  paidAt: Date;
  /** The seller as configured; the address is empty when none was set. */
  seller: { legalName: string; address: string };
  /** What the buyer gave at checkout; null for an order placed before it was asked. */
  buyer: {
    name: string;
    state: string;
    gstin: string | null;
    addressLines: string[];
  } | null;
  /** Why a business buyer's document is a receipt and not a tax invoice; null for others. */
  notTaxInvoice: string | null;
  /** As the pricing page shows it, such as Premium. */
  planName: string;
  tokens: number;
  /** Whole rupees. */
  amount: number;
  currency: 'INR';
  paymentId: string;
  orderId: string;
  supportEmail: string;
  /** Money that went back, oldest first; `amount` in rupees (paise as decimals). */
  reversals: {
    kind: 'refund' | 'dispute';
    amount: number;
    tokensTakenBack: number;
    at: Date;
  }[];
}

/** A party on a tax invoice or credit note; the state as its name and two-digit code. */
export interface TaxParty {
  name: string;
  /** The seller's address; the buyer's email. */
  lines: string[];
  state: { code: string; name: string };
  gstin: string | null;
}

/** What a GST tax invoice or credit note prints (CGST Rules, rules 46 and 53). */
export interface TaxDocumentDetails {
  kind: 'tax-invoice' | 'credit-note';
  number: string;
  /** The date in India, `YYYY-MM-DD`. */
  date: string;
  seller: TaxParty;
  buyer: TaxParty;
  /** The buyer's state: where the supply is taxed. */
  placeOfSupply: { code: string; name: string };
  description: string;
  sac: string;
  quantity: number;
  breakdown: TaxBreakdown;
  totalInWords: string;
  /** A credit note's invoice, and why it was issued. */
  against: { invoiceNumber: string; invoiceDate: string; reason: string } | null;
  paymentId: string;
  orderId: string;
  supportEmail: string;
}

export interface ReceiptRenderer {
  /** A PDF document. */
  render(receipt: ReceiptDetails): Promise<Buffer>;
  /** A PDF tax invoice or credit note. */
  renderTaxDocument(document: TaxDocumentDetails): Promise<Buffer>;
}
