import { gstState } from '@thumbforge/contract';

type TaxKind = 'CGST' | 'SGST' | 'UTGST' | 'IGST';

export interface TaxLine {
  kind: TaxKind;
  ratePercent: number;
  paise: number;
}

/** A GST-inclusive price split into its taxable value and taxes, in paise, adding up exactly. */
export interface TaxBreakdown {
  totalPaise: number;
  taxablePaise: number;
  lines: TaxLine[];
  /** Both parties in one state or territory: CGST with SGST (UTGST in a territory), else IGST. */
  intraState: boolean;
}

/** Hundredths of a percent, so 18 and 0.25 are whole numbers and the arithmetic is exact. */
const basisPoints = (ratePercent: number) => Math.round(ratePercent * 100);

/** `paise * bp / 10000` rounded half up to the paisa. */
function taxOn(paise: number, bp: number): number {
  return Math.floor((2 * paise * bp + 10_000) / 20_000);
}

function taxLines(sellerState: string, buyerState: string, ratePercent: number) {
  const bp = basisPoints(ratePercent);
  if (sellerState !== buyerState) return [{ kind: 'IGST' as const, bp }];
  const local = gstState(sellerState)?.unionTerritory ? ('UTGST' as const) : ('SGST' as const);
  return [
    { kind: 'CGST' as const, bp: bp / 2 },
    { kind: local, bp: bp / 2 },
  ];
}

/**
 * Splits a GST-inclusive price (plan prices include GST). Each tax is its rate of the taxable
 * value rounded to the paisa, and the taxable value is chosen (nearest the exact quotient) so the
 * parts add up to the price.
 */
export function gstBreakdown(
  totalPaise: number,
  ratePercent: number,
  sellerState: string,
  buyerState: string,
): TaxBreakdown {
  const rates = taxLines(sellerState, buyerState, ratePercent);
  const exact = (totalPaise * 10_000) / (10_000 + basisPoints(ratePercent));
  const candidates = [0, -1, 1, -2, 2, -3, 3].map((step) => Math.round(exact) + step);
  const sums = (taxable: number) => rates.map((rate) => taxOn(taxable, rate.bp));
  const fitting = candidates
    .filter((taxable) => taxable >= 0)
    .find((taxable) => taxable + sums(taxable).reduce((a, b) => a + b, 0) === totalPaise);
  // No taxable value fits (Pro's 2,450 in one state): the taxes stay equal halves of the rate on
  // the nearest value and the taxable value takes the paisa left, each tax within a paisa of its rate.
  const taxes = sums(fitting ?? Math.round(exact));
  const taxablePaise = totalPaise - taxes.reduce((a, b) => a + b, 0);
  return {
    totalPaise,
    taxablePaise,
    lines: rates.map((rate, index) => ({
      kind: rate.kind,
      ratePercent: rate.bp / 100,
      paise: taxes[index] ?? 0,
    })),
    intraState: rates.length === 2,
  };
}

/**
 * The share of an invoice a credit note takes back: the breakdown of everything credited so far
 * less that of what was credited before, so the credit notes of a fully returned invoice add up
 * to the invoice tax by tax, to the paisa.
 */
export function creditNoteBreakdown(
  creditedBeforePaise: number,
  creditPaise: number,
  ratePercent: number,
  sellerState: string,
  buyerState: string,
): TaxBreakdown {
  const after = gstBreakdown(
    creditedBeforePaise + creditPaise,
    ratePercent,
    sellerState,
    buyerState,
  );
  const before = gstBreakdown(creditedBeforePaise, ratePercent, sellerState, buyerState);
  return {
    totalPaise: creditPaise,
    taxablePaise: after.taxablePaise - before.taxablePaise,
    lines: after.lines.map((line, index) => ({
      ...line,
      paise: line.paise - (before.lines[index]?.paise ?? 0),
    })),
    intraState: after.intraState,
  };
}
