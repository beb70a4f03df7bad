/**
 * What each measurement hands back and how `bench/run.ts` prints it: one table per measurement
 * (figure, baseline, ratio, budget, MET / NOT MET) and notes under it. Nothing is asserted.
 */

export type Verdict = 'MET' | 'NOT MET' | '';

export interface Row {
  figure: string;
  value: string;
  baseline?: string;
  ratio?: string;
  budget?: string;
  verdict?: Verdict;
}

export interface Report {
  title: string;
  rows: Row[];
  notes?: string[];
}

export interface Measurement {
  /** What `npm run bench -- <name>` selects. */
  name: string;
  run(): Promise<Report>;
}

export const verdict = (met: boolean): Verdict => (met ? 'MET' : 'NOT MET');

export const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`;
export const kb = (bytes: number, digits = 1) => `${(bytes / 1024).toFixed(digits)} KB`;
export const mb = (bytes: number, digits = 1) => `${(bytes / 1024 / 1024).toFixed(digits)} MB`;
export const times = (ratio: number, digits = 2) => `${ratio.toFixed(digits)}x`;

const COLUMNS: [keyof Row, string][] = [
  ['figure', 'figure'],
  ['value', 'value'],
  ['baseline', 'baseline'],
  ['ratio', 'ratio'],
  ['budget', 'budget'],
  ['verdict', 'status'],
];

/** A plain-text table, columns as wide as their widest cell. */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`.trimEnd();
  const rule = `  ${widths.map((width) => '-'.repeat(width)).join('  ')}`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

export function formatReport(report: Report): string {
  const table = formatTable(
    COLUMNS.map(([, header]) => header),
    report.rows.map((row) => COLUMNS.map(([key]) => row[key] ?? '')),
  );
  const notes = (report.notes ?? []).map((note) => `  ${note}`.trimEnd());
  return [`== ${report.title}`, table, ...(notes.length ? ['', ...notes] : []), ''].join('\n');
}

export function print(text: string): void {
  process.stdout.write(`${text}\n`);
}
