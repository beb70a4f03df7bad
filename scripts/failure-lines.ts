import { stripVTControlCharacters } from 'node:util';

const MAX_FAILURE_LINES = 40;
/** Of each failure's report, the error's first lines: what went wrong and where. */
const ERROR_LINES = 4;

const FAILED = /^\s*(FAIL|×|✗)\s|^--- .*: exit [1-9]/;
/** Where a failure's report ends: a blank line or vitest's rule. */
const REPORT_END = /^\s*$|^\s*⎯/;

/**
 * The lines of a failed test run that name what failed (vitest's FAIL and × lines, and failed
 * steps), each FAIL with the first lines of its error under it, so the end of a long log says
 * what failed and why even when only its tail is kept (a flaky failure may not come back).
 */
export function failureLines(output: string): string[] {
  const plain = stripVTControlCharacters(output).split('\n');
  const kept: string[] = [];
  plain.forEach((line, index) => {
    if (!FAILED.test(line)) return;
    kept.push(line.trim());
    if (!line.trim().startsWith('FAIL')) return;
    const report = plain.slice(index + 1, index + 1 + ERROR_LINES);
    const end = report.findIndex((next) => REPORT_END.test(next) || FAILED.test(next));
    kept.push(...report.slice(0, end === -1 ? undefined : end).map((next) => `  ${next.trim()}`));
  });
  return [...new Set(kept)].slice(0, MAX_FAILURE_LINES);
}
