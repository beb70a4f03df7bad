import type { TaxDocumentDetails, TaxParty } from '../../core/ports/receipt-renderer.port.js';
import { ACCENT, figures, MARGIN, MUTED, openDocument } from './pdf-document.js';
import { runFont, scriptRuns } from './script-runs.js';

const WIDTH = 595.28 - 2 * MARGIN;
const TITLES = { 'tax-invoice': 'Tax Invoice', 'credit-note': 'Credit Note' } as const;

/** `25 Nov 2026` from the Indian date `2026-11-25`. */
const dated = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
const stateLine = (state: TaxParty['state']) => `State: ${state.name} (code ${state.code})`;

function party(doc: PDFKit.PDFDocument, heading: string, who: TaxParty, x: number, y: number) {
  const width = WIDTH / 2 - 12;
  doc.font('bold').fontSize(9).fillColor(MUTED).text(heading.toUpperCase(), x, y, { width });
  doc.fontSize(11).fillColor('black');
  const runs = scriptRuns(who.name);
  runs.forEach((run, index) =>
    doc
      .font(runFont(doc, run, 'bold'))
      .text(run.text, { width, continued: index < runs.length - 1 }),
  );
  doc.font('regular').fontSize(10);
  for (const line of who.lines) doc.text(line, { width });
  doc.text(stateLine(who.state), { width });
  doc.text(`GSTIN: ${who.gstin ?? 'Unregistered'}`, { width });
  return doc.y;
}

function labelled(doc: PDFKit.PDFDocument, rows: [string, string][], x: number, y: number) {
  let at = y;
  for (const [label, value] of rows) {
    doc.font('regular').fontSize(10).fillColor(MUTED).text(label, x, at, { width: 120 });
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('black')
      .text(value, x + 120, at, { width: 130 });
    at = Math.max(doc.y, at + 14) + 2;
  }
  return at;
}

/** Columns of the line table: description, SAC, quantity, taxable value (right-aligned). */
const COLUMNS = [
  { label: 'Description', x: MARGIN, width: 250, align: 'left' },
  { label: 'SAC', x: MARGIN + 258, width: 60, align: 'left' },
  { label: 'Qty', x: MARGIN + 322, width: 40, align: 'right' },
  { label: 'Taxable value (₹)', x: MARGIN + 370, width: WIDTH - 370, align: 'right' },
] as const;

function row(doc: PDFKit.PDFDocument, cells: string[], y: number, font: 'regular' | 'bold') {
  let bottom = y;
  COLUMNS.forEach((column, index) => {
    doc
      .font(font)
      .fontSize(10)
      .fillColor('black')
      .text(cells[index] ?? '', column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  return bottom;
}

function rule(doc: PDFKit.PDFDocument, y: number) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}

/** Amounts under the table: label on the left of the amount column, figures right-aligned. */
function totals(doc: PDFKit.PDFDocument, lines: [string, number, boolean][], y: number) {
  let at = y;
  for (const [label, paise, strong] of lines) {
    const font = strong ? 'bold' : 'regular';
    doc
      .font(font)
      .fontSize(strong ? 11 : 10)
      .fillColor('black');
    doc.text(label, MARGIN + 200, at, { width: 220, align: 'right' });
    doc.text(figures(paise), MARGIN + 370, at, { width: WIDTH - 370, align: 'right' });
    at = doc.y + 3;
  }
  return at;
}

/** A GST tax invoice or credit note on A4, laid out as CGST Rules 46 and 53 list its contents. */
export async function renderTaxDocument(details: TaxDocumentDetails): Promise<Buffer> {
  const title = TITLES[details.kind];
  const { doc, done } = openDocument(`${title} ${details.number}`);
  doc.font('bold').fontSize(22).fillColor(ACCENT).text('ThumbForge', MARGIN, MARGIN);
  doc.font('bold').fontSize(18).fillColor('black').text(title, MARGIN, MARGIN, {
    width: WIDTH,
    align: 'right',
  });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Original for recipient', MARGIN, MARGIN + 24, { width: WIDTH, align: 'right' });

  const top = MARGIN + 56;
  const sellerBottom = party(doc, 'Supplier', details.seller, MARGIN, top);
  const numberLabel = details.kind === 'tax-invoice' ? 'Invoice number' : 'Credit note number';
  const facts: [string, string][] = [
    [numberLabel, details.number],
    ['Date', dated(details.date)],
    ...(details.against
      ? ([
          ['Against invoice', details.against.invoiceNumber],
          ['Invoice date', dated(details.against.invoiceDate)],
        ] as [string, string][])
      : []),
    ['Place of supply', `${details.placeOfSupply.name} (${details.placeOfSupply.code})`],
  ];
  const factsBottom = labelled(doc, facts, MARGIN + WIDTH / 2 + 12, top);
  const buyerTop = Math.max(sellerBottom, factsBottom) + 16;
  const buyerHeading = details.kind === 'tax-invoice' ? 'Billed to' : 'Recipient';
  const buyerBottom = party(doc, buyerHeading, details.buyer, MARGIN, buyerTop);
  let y = buyerBottom + 12;
  if (details.against) {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('black')
      .text(`Reason: ${details.against.reason}.`, MARGIN, y, { width: WIDTH });
    y = doc.y + 12;
  }

  rule(doc, y);
  y =
    row(
      doc,
      COLUMNS.map((column) => column.label),
      y + 6,
      'bold',
    ) + 4;
  rule(doc, y);
  const { breakdown } = details;
  y = row(
    doc,
    [details.description, details.sac, String(details.quantity), figures(breakdown.taxablePaise)],
    y + 6,
    'regular',
  );
  y += 6;
  rule(doc, y);
  y = totals(
    doc,
    [
      ['Taxable value', breakdown.taxablePaise, false],
      ...breakdown.lines.map((line): [string, number, boolean] => [
        `${line.kind} @ ${line.ratePercent}%`,
        line.paise,
        false,
      ]),
      [
        details.kind === 'tax-invoice' ? 'Total (₹)' : 'Total credited (₹)',
        breakdown.totalPaise,
        true,
      ],
    ],
    y + 6,
  );
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('black')
    .text(`Amount in words: ${details.totalInWords}`, MARGIN, y + 8, { width: WIDTH });
  doc.text('Tax payable on reverse charge: No', { width: WIDTH });
  doc.moveDown(1);
  const how = details.kind === 'tax-invoice' ? 'Paid online' : 'Returned';
  doc
    .fillColor(MUTED)
    .text(`${how} through Razorpay: payment ${details.paymentId}, order ${details.orderId}.`, {
      width: WIDTH,
    });
  doc.moveDown(2);
  doc.text(
    `This ${title.toLowerCase()} is computer-generated and needs no signature. ` +
      `Questions? Write to ${details.supportEmail}.`,
    { width: WIDTH },
  );
  doc.end();
  return done;
}
