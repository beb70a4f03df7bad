import type { ReceiptDetails, ReceiptRenderer } from '../../core/ports/receipt-renderer.port.js';
import { ACCENT, day, MARGIN, MUTED, openDocument, rupees } from './pdf-document.js';
import { renderTaxDocument } from './pdfkit-tax-document.js';

/** The buyer as given at checkout, under "Received from". */
function printBuyer(doc: PDFKit.PDFDocument, buyer: NonNullable<ReceiptDetails['buyer']>) {
  doc.font('bold').fontSize(9).fillColor(MUTED).text('RECEIVED FROM', MARGIN);
  doc.font('bold').fontSize(11).fillColor('black').text(buyer.name);
  doc.font('regular').fontSize(10);
  for (const line of buyer.addressLines) doc.text(line);
  doc.text(buyer.state);
  if (buyer.gstin) doc.text(`GSTIN: ${buyer.gstin}`);
  doc.moveDown(1);
}

/**
 * A seller not registered for GST issues receipts, never "Tax Invoice"; a registered one issues
 * tax invoices and credit notes.
 */
export function createPdfkitReceiptRenderer(): ReceiptRenderer {
  return {
    renderTaxDocument,
    async render(receipt: ReceiptDetails) {
      const { doc, done } = openDocument(`ThumbForge receipt ${receipt.receiptNumber}`);

      doc.font('bold').fontSize(26).fillColor(ACCENT).text('ThumbForge');
      doc.font('regular').fontSize(11).fillColor(MUTED).text('AI thumbnails for video creators');
      if (receipt.seller.address) {
        doc.fontSize(10).text(`${receipt.seller.legalName}, ${receipt.seller.address}`);
      }
      doc.moveDown(1.5);
      doc.font('bold').fontSize(18).fillColor('black').text('Payment receipt');
      doc.moveDown(0.8);
      if (receipt.buyer) printBuyer(doc, receipt.buyer);

      const rows: [string, string][] = [
        ['Receipt number', receipt.receiptNumber],
        ['Date', day(receipt.paidAt)],
        ['Plan', receipt.planName],
        ['Tokens', String(receipt.tokens)],
        ['Amount paid', `${rupees(receipt.amount)} ${receipt.currency}`],
        ['Payment id', receipt.paymentId],
        ['Order id', receipt.orderId],
        ...receipt.reversals.map((reversal): [string, string] => [
          reversal.kind === 'refund' ? 'Refunded' : 'Disputed',
          `${rupees(reversal.amount)} ${receipt.currency} on ${day(reversal.at)}, ` +
            `${reversal.tokensTakenBack} tokens taken back`,
        ]),
      ];
      if (receipt.reversals.length > 0) {
        const returned = receipt.reversals.reduce((sum, reversal) => sum + reversal.amount, 0);
        rows.push([
          'Net paid',
          `${rupees(Math.max(0, receipt.amount - returned))} ${receipt.currency}`,
        ]);
      }
      for (const [label, value] of rows) {
        const y = doc.y;
        doc.font('regular').fontSize(11).fillColor(MUTED).text(label, MARGIN, y, { width: 150 });
        doc.font('bold').fontSize(11).fillColor('black').text(value, 210, y);
        doc.moveDown(0.6);
      }

      doc.moveDown(2);
      if (receipt.notTaxInvoice) {
        doc.font('regular').fontSize(10).fillColor('black').text(receipt.notTaxInvoice, MARGIN);
        doc.moveDown(1);
      }
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(MUTED)
        .text(`Tokens never expire. Questions? Write to ${receipt.supportEmail}.`, MARGIN);
      doc.end();
      return done;
    },
  };
}
