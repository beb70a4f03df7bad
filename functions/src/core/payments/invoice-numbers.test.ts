import { describe, expect, it } from 'vitest';
import { rupeesInWords } from './amount-in-words.js';
import { creditNoteSeries, financialYearOf, indianDate, invoiceSeries } from './invoice-numbers.js';

describe('invoice numbers', () => {
  it('number by the Indian financial year, April to March, on the Indian calendar', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe(2026);
    // 31 March 23:00 in UTC is already 1 April in India.
    expect(financialYearOf(new Date('2026-03-31T23:00:00Z'))).toBe(2026);
    expect(financialYearOf(new Date('2026-03-31T18:00:00Z'))).toBe(2025);
    expect(indianDate(new Date('2026-03-31T23:00:00Z'))).toBe('2026-04-01');
  });

  it('are at most 16 characters, in separate series for invoices and credit notes', () => {
    const at = new Date('2026-11-25T10:00:00Z');
    const invoice = invoiceSeries(at);
    expect(invoice.format(123)).toBe('TF/26-27/000123');
    expect(invoice.format(999_999).length).toBeLessThanOrEqual(16);
    expect(invoice.counter).toBe('invoice-2026-27');
    expect(creditNoteSeries(at).format(1)).toBe('CN/26-27/000001');
    expect(creditNoteSeries(at).counter).toBe('credit-note-2026-27');
    expect(invoiceSeries(new Date('2027-04-01T00:00:00+05:30')).format(1)).toBe('TF/27-28/000001');
  });

  it('say the total in words the Indian way, with paise', () => {
    expect(rupeesInWords(80_000)).toBe('Rupees Eight Hundred Only');
    expect(rupeesInWords(245_000)).toBe('Rupees Two Thousand Four Hundred Fifty Only');
    expect(rupeesInWords(12_203)).toBe('Rupees One Hundred Twenty Two and Three Paise Only');
    expect(rupeesInWords(1_234_567_89)).toBe(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only',
    );
  });
});
