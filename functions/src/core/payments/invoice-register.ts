import { gstState, toPaise } from '@thumbforge/contract';
import type { PaymentStore } from '../ports/payment-store.port.js';
import { creditNoteBreakdown, gstBreakdown, type TaxBreakdown } from './gst-amounts.js';
import { financialYearOf, indianDate } from './invoice-numbers.js';
import { isInvoiced, type InvoicedPayment } from './tax-documents.js';

/** The GSTR-1 table a document is reported in: B2B (4A), B2C small (7), credit notes to B2B (9B). */
export type Gstr1Section = 'b2b' | 'b2cs' | 'cdnr';

/** One tax invoice or credit note of the period, in paise. */
export interface RegisterRow {
  kind: 'invoice' | 'credit-note';
  section: Gstr1Section;
  number: string;
  /** Indian date, `YYYY-MM-DD`. */
  date: string;
  buyerName: string;
  buyerGstin: string | null;
  /** `29-Karnataka`, as GSTR-1 spells a place of supply. */
  placeOfSupply: string;
  sac: string;
  ratePercent: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  /** SGST, or UTGST in a union territory. */
  sgstPaise: number;
  totalPaise: number;
  /** A credit note's invoice. */
  invoiceNumber: string | null;
  orderId: string;
}

/** Per place of supply and rate: B2C invoices less their credit notes (table 7). */
export interface B2csLine {
  placeOfSupply: string;
  ratePercent: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** Per SAC and rate, credit notes subtracted from the values (table 12). */
export interface SacLine {
  sac: string;
  ratePercent: number;
  quantity: number;
  totalPaise: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** The documents issued in each series (table 13). */
export interface SeriesLine {
  kind: RegisterRow['kind'];
  from: string;
  to: string;
  count: number;
}

export interface InvoiceRegister {
  rows: RegisterRow[];
  b2cs: B2csLine[];
  sac: SacLine[];
  series: SeriesLine[];
}

const placeOf = (code: string) => `${code}-${gstState(code)?.name ?? code}`;

function taxes(breakdown: TaxBreakdown) {
  const of = (kinds: string[]) =>
    breakdown.lines.filter((line) => kinds.includes(line.kind)).reduce((s, l) => s + l.paise, 0);
  return {
    taxablePaise: breakdown.taxablePaise,
    igstPaise: of(['IGST']),
    cgstPaise: of(['CGST']),
    sgstPaise: of(['SGST', 'UTGST']),
    totalPaise: breakdown.totalPaise,
  };
}

function rowsOf(payment: InvoicedPayment): RegisterRow[] {
  const { seller, ratePercent, sac } = payment.invoice;
  const buyerState = payment.billing?.state ?? seller.state;
  const buyerGstin = payment.billing?.gstin ?? null;
  const common = {
    buyerName: payment.billing?.name ?? '',
    buyerGstin,
    placeOfSupply: placeOf(buyerState),
    sac,
    ratePercent,
    orderId: payment.orderId,
  };
  const invoice: RegisterRow = {
    ...common,
    kind: 'invoice',
    section: buyerGstin ? 'b2b' : 'b2cs',
    number: payment.receiptNumber,
    date: indianDate(new Date(payment.paidAt)),
    invoiceNumber: null,
    ...taxes(gstBreakdown(toPaise(payment.amount), ratePercent, seller.state, buyerState)),
  };
  let credited = 0;
  const notes = payment.reversals.flatMap((reversal): RegisterRow[] => {
    if (!reversal.creditNote) return [];
    const paise = toPaise(reversal.creditNote.amount);
    const breakdown = creditNoteBreakdown(credited, paise, ratePercent, seller.state, buyerState);
    credited += paise;
    return [
      {
        ...common,
        kind: 'credit-note',
        section: buyerGstin ? 'cdnr' : 'b2cs',
        number: reversal.creditNote.number,
        date: indianDate(new Date(reversal.at)),
        invoiceNumber: payment.receiptNumber,
        ...taxes(breakdown),
      },
    ];
  });
  return [invoice, ...notes];
}

/** Adds a row into the line its key picks, credit notes counting negative. */
function summed<
  T extends { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number },
>(
  rows: RegisterRow[],
  key: (row: RegisterRow) => string,
  start: (row: RegisterRow) => T,
  more: (line: T, row: RegisterRow, sign: number) => void = () => {},
): T[] {
  const lines = new Map<string, T>();
  for (const row of rows) {
    const line = lines.get(key(row)) ?? start(row);
    const sign = row.kind === 'invoice' ? 1 : -1;
    line.taxablePaise += sign * row.taxablePaise;
    line.igstPaise += sign * row.igstPaise;
    line.cgstPaise += sign * row.cgstPaise;
    line.sgstPaise += sign * row.sgstPaise;
    more(line, row, sign);
    lines.set(key(row), line);
  }
  return [...lines.values()];
}

const zero = { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };

/**
 * The tax invoices then the credit notes dated `from` to `to` (Indian dates, both included), each
 * in number order, with the
 * summaries a GSTR-1 return is filled from. A credit note can follow its invoice by up to the
 * next financial year's November (CGST Act section 34(2)), so invoices are read from the April
 * of the financial year before `from`'s.
 */
export async function invoiceRegister(
  period: { from: string; to: string },
  store: Pick<PaymentStore, 'listPaidBetween'>,
): Promise<InvoiceRegister> {
  const startYear = financialYearOf(new Date(`${period.from}T00:00:00+05:30`)) - 1;
  const since = new Date(`${startYear}-04-01T00:00:00+05:30`);
  const until = new Date(new Date(`${period.to}T00:00:00+05:30`).getTime() + 86_400_000);
  const paid = await store.listPaidBetween(since, until);
  const rows = paid
    .filter(isInvoiced)
    .flatMap(rowsOf)
    .filter((row) => row.date >= period.from && row.date <= period.to)
    .sort((a, b) => b.kind.localeCompare(a.kind) || a.number.localeCompare(b.number));
  const b2cs = summed(
    rows.filter((row) => row.section === 'b2cs'),
    (row) => `${row.placeOfSupply}|${row.ratePercent}`,
    (row): B2csLine => ({
      placeOfSupply: row.placeOfSupply,
      ratePercent: row.ratePercent,
      ...zero,
    }),
  );
  const sac = summed(
    rows,
    (row) => `${row.sac}|${row.ratePercent}`,
    (row): SacLine => ({
      sac: row.sac,
      ratePercent: row.ratePercent,
      quantity: 0,
      totalPaise: 0,
      ...zero,
    }),
    (line, row, sign) => {
      // Packages sold: a credit note lowers the values, not the count of supplies.
      line.quantity += row.kind === 'invoice' ? 1 : 0;
      line.totalPaise += sign * row.totalPaise;
    },
  );
  const series = (['invoice', 'credit-note'] as const).flatMap((kind): SeriesLine[] => {
    const numbers = rows.filter((row) => row.kind === kind).map((row) => row.number);
    return numbers.length
      ? [{ kind, from: numbers[0] ?? '', to: numbers.at(-1) ?? '', count: numbers.length }]
      : [];
  });
  return { rows, b2cs, sac, series };
}
