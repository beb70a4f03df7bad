import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ReceiptDetails, ReceiptRenderer } from '../../core/ports/receipt-renderer.port.js';

const require = createRequire(import.meta.url);

// Inter from Google Fonts, shipped as full TTFs by @expo-google-fonts/inter: unlike the
// @fontsource subsets, one file holds both ASCII and the rupee sign (U+20B9).
const FONTS = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};

const ACCENT = '#e50914';
const MUTED = '#555555';

function rupees(amount: number): string {
  return `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}

function day(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** An A4 receipt with the fonts embedded, so ₹ renders in every viewer. */
export function createPdfkitReceiptRenderer(): ReceiptRenderer {
  return {
    async render(receipt: ReceiptDetails) {
      const doc = new PDFDocument({
        size: 'A4',
        margin: 56,
        info: { Title: `ThumbForge receipt ${receipt.receiptNumber}`, Author: 'ThumbForge' },
      });
      const done = toBuffer(doc);
      doc.registerFont('regular', FONTS.regular);
      doc.registerFont('bold', FONTS.bold);

      doc.font('bold').fontSize(26).fillColor(ACCENT).text('ThumbForge');
      doc.font('regular').fontSize(11).fillColor(MUTED).text('AI thumbnails for video creators');
      doc.moveDown(1.5);
      doc.font('bold').fontSize(18).fillColor('black').text('Payment receipt');
      doc.moveDown(0.8);

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
        doc.font('regular').fontSize(11).fillColor(MUTED).text(label, 56, y, { width: 150 });
        doc.font('bold').fontSize(11).fillColor('black').text(value, 210, y);
        doc.moveDown(0.6);
      }

      doc.moveDown(2);
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(MUTED)
        .text(`Tokens never expire. Questions? Write to ${receipt.supportEmail}.`, 56);
      doc.end();
      return done;
    },
  };
}
