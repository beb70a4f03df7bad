/** India Standard Time is UTC+05:30 all year: invoices are dated and numbered by its calendar. */
const IST_OFFSET_MS = 330 * 60_000;

/** The date in India, as YYYY-MM-DD. */
export function indianDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Indian financial year (April to March) a moment falls in, by its first calendar year. */
export function financialYearOf(at: Date): number {
  const [year, month] = indianDate(at).split('-').map(Number) as [number, number];
  return month >= 4 ? year : year - 1;
}

/** `26-27` for the year from April 2026 to March 2027. */
function shortYear(startYear: number): string {
  const two = (year: number) => String(year % 100).padStart(2, '0');
  return `${two(startYear)}-${two(startYear + 1)}`;
}

export interface NumberSeries {
  /** The counter the store increments, one per series and financial year. */
  counter: string;
  format(sequence: number): string;
}

/**
 * Tax invoices: `TF/26-27/000123`, consecutive within the financial year and at most 16
 * characters (CGST Rules, rule 46(b)).
 */
export function invoiceSeries(paidAt: Date): NumberSeries {
  const year = financialYearOf(paidAt);
  return {
    counter: `invoice-${year}-${String((year + 1) % 100).padStart(2, '0')}`,
    format: (sequence) => `TF/${shortYear(year)}/${String(sequence).padStart(6, '0')}`,
  };
}

/** Credit notes: their own series, `CN/26-27/000001`. */
export function creditNoteSeries(issuedAt: Date): NumberSeries {
  const year = financialYearOf(issuedAt);
  return {
    counter: `credit-note-${year}-${String((year + 1) % 100).padStart(2, '0')}`,
    format: (sequence) => `CN/${shortYear(year)}/${String(sequence).padStart(6, '0')}`,
  };
}

/** Receipts of a seller not registered for GST: `TF-2026-000001`, one counter for all years. */
export function receiptSeries(paidAt: Date): NumberSeries {
  return {
    counter: 'receipt',
    format: (sequence) => `TF-${paidAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`,
  };
}
