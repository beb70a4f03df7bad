/** Marks that reorder text on screen, so a name can show one thing and hold another. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** What a spreadsheet reads as the start of a formula, after any leading spaces. */
const FORMULA_START = /^\s*[=+\-@\t\r]/;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell a spreadsheet opens as text: bidi controls dropped, a cell that would start a
 * formula (`= + - @`, a tab or a carriage return: OWASP's CSV injection rule) led by a quote,
 * amounts left as numbers, and quoted where a comma, quote or line break would split it.
 */
export function csvCell(value: string): string {
  const text = value.replace(BIDI_CONTROLS, '');
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
