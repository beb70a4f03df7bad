import { stripVTControlCharacters } from 'node:util';

const MAX_FAILURE_LINES = 40;

/**
 * The lines of a failed test run that name what failed (vitest's FAIL and × lines, and failed
 * steps), so the end of a long log says what to look for even when only its tail is kept.
 */
export function failureLines(output: string): string[] {
  const plain = stripVTControlCharacters(output).split('\n');
  const failing = plain
    .filter((line) => /^\s*(FAIL|×|✗)\s|^--- .*: exit [1-9]/.test(line))
    .map((line) => line.trim());
  return [...new Set(failing)].slice(0, MAX_FAILURE_LINES);
}
