import { PLAN_LIST, toPaise } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import { creditNoteBreakdown, gstBreakdown, type TaxBreakdown } from './gst-amounts.js';

const KARNATAKA = '29';
const MAHARASHTRA = '27';
const CHANDIGARH = '04';

const sum = (breakdown: TaxBreakdown) =>
  breakdown.taxablePaise + breakdown.lines.reduce((total, line) => total + line.paise, 0);

describe('gstBreakdown', () => {
  it('splits 800 for a buyer in another state: 677.97 taxable + 122.03 IGST', () => {
    expect(gstBreakdown(80_000, 18, KARNATAKA, MAHARASHTRA)).toEqual({
      totalPaise: 80_000,
      taxablePaise: 67_797,
      lines: [{ kind: 'IGST', ratePercent: 18, paise: 12_203 }],
      intraState: false,
    });
  });

  it('splits 800 in the same state into equal CGST and SGST, each 9% of the taxable value', () => {
    expect(gstBreakdown(80_000, 18, KARNATAKA, KARNATAKA)).toEqual({
      totalPaise: 80_000,
      taxablePaise: 67_796,
      lines: [
        { kind: 'CGST', ratePercent: 9, paise: 6_102 },
        { kind: 'SGST', ratePercent: 9, paise: 6_102 },
      ],
      intraState: true,
    });
  });

  it('charges UTGST instead of SGST inside a union territory without a legislature', () => {
    const kinds = gstBreakdown(80_000, 18, CHANDIGARH, CHANDIGARH).lines.map((line) => line.kind);
    expect(kinds).toEqual(['CGST', 'UTGST']);
  });

  it.each([
    ['Standard', 80_000, 67_796, 6_102, 67_797, 12_203],
    ['Premium', 140_000, 118_644, 10_678, 118_644, 21_356],
    ['Pro', 245_000, 207_628, 18_686, 207_627, 37_373],
  ])(
    '%s (%i paise): CGST and SGST equal halves, IGST, each within a paisa of its rate, adding up',
    (_name, total, localTaxable, half, otherTaxable, igst) => {
      const local = gstBreakdown(total, 18, KARNATAKA, KARNATAKA);
      expect(local.taxablePaise).toBe(localTaxable);
      expect(local.lines.map((line) => line.paise)).toEqual([half, half]);
      const other = gstBreakdown(total, 18, KARNATAKA, MAHARASHTRA);
      expect([other.taxablePaise, other.lines[0]?.paise]).toEqual([otherTaxable, igst]);
      for (const breakdown of [local, other]) {
        expect(sum(breakdown)).toBe(total);
        for (const line of breakdown.lines) {
          const exact = (breakdown.taxablePaise * line.ratePercent) / 100;
          expect(Math.abs(line.paise - exact)).toBeLessThan(1);
        }
      }
    },
  );

  it('has a row for every plan', () => {
    expect(PLAN_LIST.map((plan) => toPaise(plan.amount))).toEqual([80_000, 140_000, 245_000]);
  });

  it('adds up to the paisa for every price up to 5,000 rupees and common rates', () => {
    for (const rate of [5, 12, 18, 28]) {
      for (let total = 1; total <= 500_000; total += 97) {
        expect(sum(gstBreakdown(total, rate, KARNATAKA, KARNATAKA))).toBe(total);
        expect(sum(gstBreakdown(total, rate, KARNATAKA, MAHARASHTRA))).toBe(total);
      }
    }
  });
});

describe('creditNoteBreakdown', () => {
  it('credits a whole invoice back tax by tax', () => {
    const invoice = gstBreakdown(140_000, 18, KARNATAKA, KARNATAKA);
    expect(creditNoteBreakdown(0, 140_000, 18, KARNATAKA, KARNATAKA)).toEqual(invoice);
  });

  it('makes partial credit notes that each add up and together equal the invoice', () => {
    const invoice = gstBreakdown(245_000, 18, KARNATAKA, MAHARASHTRA);
    const first = creditNoteBreakdown(0, 98_001, 18, KARNATAKA, MAHARASHTRA);
    const second = creditNoteBreakdown(98_001, 146_999, 18, KARNATAKA, MAHARASHTRA);
    expect(sum(first)).toBe(98_001);
    expect(sum(second)).toBe(146_999);
    expect(first.taxablePaise + second.taxablePaise).toBe(invoice.taxablePaise);
    expect((first.lines[0]?.paise ?? 0) + (second.lines[0]?.paise ?? 0)).toBe(
      invoice.lines[0]?.paise,
    );
  });
});
