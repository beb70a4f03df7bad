import {
  PLANS,
  receiptFileName,
  taxDocumentFileName,
  PAYMENT_MESSAGES,
} from '@thumbforge/contract';
import { NotFound } from '../errors.js';
import type { PaymentRecord } from '../ports/payment-store.port.js';
import type { PaymentPorts } from './payment-ports.js';
import { addressLines, creditNoteOf, isInvoiced, stateOf, taxInvoiceOf } from './tax-documents.js';

export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

type DocumentPorts = Pick<PaymentPorts, 'store' | 'receipts' | 'supportEmail' | 'invoicing'>;

/** The caller's own paid order; anything else is not found. */
async function ownPaidOrder(userId: string, orderId: string, ports: DocumentPorts) {
  const payment = await ports.store.get(orderId);
  if (
    !payment ||
    payment.ownerId !== userId ||
    payment.status !== 'paid' ||
    !payment.receiptNumber ||
    !payment.razorpayPaymentId ||
    !payment.paidAt
  ) {
    throw new NotFound(PAYMENT_MESSAGES.receiptNotFound, `receipt of ${orderId} for ${userId}`);
  }
  return payment;
}

const notTaxInvoice = (seller: string) =>
  `This is a receipt, not a tax invoice: ${seller} is not registered for GST, so it cannot ` +
  'issue a tax invoice, and no input tax credit can be claimed on the GSTIN above.';

/**
 * A buyer with a GSTIN reads why this is no tax invoice: the seller had no GSTIN configured when
 * paid, so the GSTIN given can claim no input tax credit on it.
 */
function buyerOf(payment: PaymentRecord, sellerName: string) {
  const { billing } = payment;
  if (!billing) return { buyer: null, notTaxInvoice: null };
  return {
    buyer: {
      name: billing.name,
      state: stateOf(billing.state).name,
      gstin: billing.gstin,
      addressLines: addressLines(billing.address ?? ''),
    },
    notTaxInvoice: billing.gstin ? notTaxInvoice(sellerName) : null,
  };
}

function receiptOf(payment: PaymentRecord, ports: DocumentPorts) {
  return ports.receipts.render({
    ...buyerOf(payment, ports.invoicing.seller.legalName),
    receiptNumber: payment.receiptNumber ?? '',
    paidAt: new Date(payment.paidAt ?? 0),
    seller: {
      legalName: ports.invoicing.seller.legalName,
      address: ports.invoicing.seller.address,
    },
    planName: PLANS[payment.plan].name,
    tokens: payment.tokens,
    amount: payment.amount,
    currency: payment.currency,
    paymentId: payment.razorpayPaymentId ?? '',
    orderId: payment.orderId,
    supportEmail: ports.supportEmail,
    reversals: payment.reversals.map((reversal) => ({
      kind: reversal.kind,
      amount: reversal.amount,
      tokensTakenBack: reversal.tokensTakenBack,
      at: new Date(reversal.at),
    })),
  });
}

/**
 * The PDF of the caller's own paid order: its GST tax invoice, named by the invoice number, when
 * it was paid while the seller was registered; otherwise a receipt with any refund or dispute.
 */
export async function paymentReceipt(
  userId: string,
  orderId: string,
  ports: DocumentPorts,
): Promise<ReceiptFile> {
  const payment = await ownPaidOrder(userId, orderId, ports);
  if (!isInvoiced(payment)) {
    return { fileName: receiptFileName(orderId), pdf: await receiptOf(payment, ports) };
  }
  return {
    fileName: taxDocumentFileName(payment.receiptNumber),
    pdf: await ports.receipts.renderTaxDocument(taxInvoiceOf(payment, ports.supportEmail)),
  };
}

/**
 * A credit note of the caller's own tax invoice: the one numbered `number`, or the latest. An
 * order with no credit note (or none of that number) is not found.
 */
export async function paymentCreditNote(
  userId: string,
  orderId: string,
  number: string | undefined,
  ports: DocumentPorts,
): Promise<ReceiptFile> {
  const payment = await ownPaidOrder(userId, orderId, ports);
  const wanted =
    number ?? payment.reversals.findLast((reversal) => reversal.creditNote)?.creditNote?.number;
  const note =
    isInvoiced(payment) && wanted ? creditNoteOf(payment, wanted, ports.supportEmail) : null;
  if (!note) {
    throw new NotFound(
      PAYMENT_MESSAGES.creditNoteNotFound,
      `credit note of ${orderId} for ${userId}`,
    );
  }
  return {
    fileName: taxDocumentFileName(note.number),
    pdf: await ports.receipts.renderTaxDocument(note),
  };
}
