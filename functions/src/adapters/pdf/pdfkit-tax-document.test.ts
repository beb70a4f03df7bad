import { describe, expect, it } from 'vitest';
import { gstBreakdown } from '../../core/payments/gst-amounts.js';
import type { TaxDocumentDetails } from '../../core/ports/receipt-renderer.port.js';
import { readPdf } from '../../../test/support/pdf-text.js';
import { renderTaxDocument } from './pdfkit-tax-document.js';
import { scriptRuns } from './script-runs.js';

const KARNATAKA = { code: '29', name: 'Karnataka' };

function invoiceTo(name: string): TaxDocumentDetails {
  return {
    kind: 'tax-invoice',
    number: 'TF/2026-27/000001',
    date: '2026-11-25',
    seller: { name: 'ThumbForge', lines: ['1 MG Road'], state: KARNATAKA, gstin: null },
    buyer: { name, lines: ['buyer@example.com'], state: KARNATAKA, gstin: null },
    placeOfSupply: KARNATAKA,
    description: '10 tokens',
    sac: '998314',
    quantity: 1,
    breakdown: gstBreakdown(80_000, 18, '29', '29'),
    totalInWords: 'Eight hundred rupees only',
    against: null,
    paymentId: 'pay_1',
    orderId: 'order_1',
    supportEmail: 'support@example.com',
  };
}

describe('script runs of a name', () => {
  it('splits by script, keeps spaces in their run, leaves emoji out, draws right-to-left names from the right', () => {
    expect(scriptRuns('Ann 山田 太郎')).toEqual([
      { text: 'Ann ', face: null },
      { text: '山田 太郎', face: 'chinese' },
    ]);
    expect(scriptRuns('Ann 😀👍🏽')).toEqual([{ text: 'Ann ', face: null }]);
    expect(scriptRuns('محمد علي Ltd')).toEqual([
      { text: 'Ltd', face: null },
      { text: 'محمد علي ', face: 'arabic' },
    ]);
  });
});

describe('a tax invoice PDF', () => {
  it('prints a CJK, Arabic or emoji buyer name in faces that have its glyphs, never empty boxes', async () => {
    const pdf = readPdf(await renderTaxDocument(invoiceTo('山田 太郎 محمد 😀')));
    const noto = pdf.fonts.filter((font) => /NotoSans(SC|Arabic)/.test(font.baseFont));
    expect(noto.map((font) => /NotoSans(SC|Arabic)/.exec(font.baseFont)?.[1]).sort()).toEqual([
      'Arabic',
      'SC',
    ]);
    const drawn = pdf.lines.join('');
    expect(drawn).toContain('山田 太郎');
    expect(drawn).not.toContain('😀');
    expect(drawn).not.toContain('\uFFFD');
  });
});
