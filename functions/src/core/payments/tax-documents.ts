import { gstState, PLANS, toPaise, type InvoiceTerms } from '@thumbforge/contract';
import type { PaymentRecord } from '../ports/payment-store.port.js';
import type { TaxDocumentDetails, TaxParty } from '../ports/receipt-renderer.port.js';
import { rupeesInWords } from './amount-in-words.js';
import { creditNoteBreakdown, gstBreakdown } from './gst-amounts.js';
import { indianDate } from './invoice-numbers.js';

export const stateOf = (code: string) => ({ code, name: gstState(code)?.name ?? code });

/** A paid order with a tax invoice: what the invoice and its credit notes are built from. */
export type InvoicedPayment = PaymentRecord & {
  invoice: InvoiceTerms;
  receiptNumber: string;
  razorpayPaymentId: string;
  paidAt: string;
};

export function isInvoiced(payment: PaymentRecord): payment is InvoicedPayment {
  return (
    payment.status === 'paid' &&
    payment.invoice !== null &&
    payment.receiptNumber !== null &&
    payment.razorpayPaymentId !== null &&
    payment.paidAt !== null
  );
}

/** An address as printed: a new line at each line break or `;`. */
export const addressLines = (address: string) =>
  address
    .replaceAll(';', '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function parties(payment: InvoicedPayment): { seller: TaxParty; buyer: TaxParty } {
  const { seller } = payment.invoice;
  // An order placed before billing details were asked: the place of supply is the seller's
  // (IGST Act section 12(2)(b)(ii), the recipient's address not being on record).
  const billing = payment.billing ?? {
    name: 'Customer',
    email: '',
    state: seller.state,
    gstin: null,
    address: null,
  };
  return {
    seller: {
      name: seller.legalName,
      lines: addressLines(seller.address),
      state: stateOf(seller.state),
      gstin: seller.gstin,
    },
    buyer: {
      name: billing.name,
      lines: [...addressLines(billing.address ?? ''), billing.email].filter(Boolean),
      state: stateOf(billing.state),
      gstin: billing.gstin,
    },
  };
}

const description = (payment: PaymentRecord) =>
  `ThumbForge ${PLANS[payment.plan].name} token package: ${payment.tokens} thumbnail tokens`;

/** The tax invoice of a paid order, priced GST-inclusive. */
export function taxInvoiceOf(payment: InvoicedPayment, supportEmail: string): TaxDocumentDetails {
  const { seller, buyer } = parties(payment);
  const breakdown = gstBreakdown(
    toPaise(payment.amount),
    payment.invoice.ratePercent,
    seller.state.code,
    buyer.state.code,
  );
  return {
    kind: 'tax-invoice',
    number: payment.receiptNumber,
    date: indianDate(new Date(payment.paidAt)),
    seller,
    buyer,
    placeOfSupply: buyer.state,
    description: description(payment),
    sac: payment.invoice.sac,
    quantity: 1,
    breakdown,
    totalInWords: rupeesInWords(breakdown.totalPaise),
    against: null,
    paymentId: payment.razorpayPaymentId,
    orderId: payment.orderId,
    supportEmail,
  };
}

/** The credit note of one reversal of the order, or null when that reversal has none. */
export function creditNoteOf(
  payment: InvoicedPayment,
  number: string,
  supportEmail: string,
): TaxDocumentDetails | null {
  const index = payment.reversals.findIndex((reversal) => reversal.creditNote?.number === number);
  const reversal = payment.reversals[index];
  if (!reversal?.creditNote) return null;
  const before = payment.reversals
    .slice(0, index)
    .reduce(
      (sum, earlier) => sum + (earlier.creditNote ? toPaise(earlier.creditNote.amount) : 0),
      0,
    );
  const { seller, buyer } = parties(payment);
  const breakdown = creditNoteBreakdown(
    before,
    toPaise(reversal.creditNote.amount),
    payment.invoice.ratePercent,
    seller.state.code,
    buyer.state.code,
  );
  const why = reversal.kind === 'refund' ? 'Refund' : 'Dispute (chargeback) by the payer’s bank';
  return {
    kind: 'credit-note',
    number,
    date: indianDate(new Date(reversal.at)),
    seller,
    buyer,
    placeOfSupply: buyer.state,
    description: `${description(payment)} (${reversal.tokensTakenBack} tokens taken back)`,
    sac: payment.invoice.sac,
    quantity: 1,
    breakdown,
    totalInWords: rupeesInWords(breakdown.totalPaise),
    against: {
      invoiceNumber: payment.receiptNumber,
      invoiceDate: indianDate(new Date(payment.paidAt)),
      reason: `${why} of ${reversal.creditNote.amount === payment.amount ? 'the whole' : 'part of the'} amount`,
    },
    paymentId: payment.razorpayPaymentId,
    orderId: payment.orderId,
    supportEmail,
  };
}
