import { describe, expect, it } from 'vitest';
import { failureLines } from './failure-lines.js';

describe('failureLines', () => {
  it('keeps the failing files, tests and steps of a coloured vitest log, once each', () => {
    const log = [
      ' \x1b[32m✓\x1b[39m web/src/a.test.ts (3 tests) 12ms',
      ' \x1b[31m❯\x1b[39m web/e2e/b.spec.ts (2 tests | 1 failed) 90s',
      '   \x1b[31m×\x1b[39m generates two variants 90012ms',
      ' FAIL  web/e2e/b.spec.ts > generates two variants',
      ' FAIL  web/e2e/b.spec.ts > generates two variants',
      '',
      '--- npx vitest run --project e2e: exit 1',
      '--- npx tsx functions/scripts/test-emulators.ts: exit 0',
    ].join('\n');
    expect(failureLines(log)).toEqual([
      '× generates two variants 90012ms',
      'FAIL  web/e2e/b.spec.ts > generates two variants',
      '--- npx vitest run --project e2e: exit 1',
    ]);
  });

  it("keeps the first lines of each failure's error, up to its report's end", () => {
    const log = [
      ' FAIL   e2e  web/e2e/c.spec.ts > every step of the tours',
      'TimeoutError: locator.waitFor: Timeout 10000ms exceeded.',
      'Call log:',
      "  - waiting for getByText('Select an Image')",
      ' ❯ visible web/e2e/support/expect-page.ts:8:3',
      ' ❯ step web/e2e/c.spec.ts:145:7',
      ' FAIL  web/e2e/d.spec.ts > signs in',
      'AssertionError: expected 401 to be 200',
      '',
      ' ❯ web/e2e/d.spec.ts:12:5',
    ].join('\n');
    expect(failureLines(log)).toEqual([
      'FAIL   e2e  web/e2e/c.spec.ts > every step of the tours',
      '  TimeoutError: locator.waitFor: Timeout 10000ms exceeded.',
      '  Call log:',
      "  - waiting for getByText('Select an Image')",
      '  ❯ visible web/e2e/support/expect-page.ts:8:3',
      'FAIL  web/e2e/d.spec.ts > signs in',
      '  AssertionError: expected 401 to be 200',
    ]);
  });

  it('finds nothing in a passing log, and keeps at most 40 lines of a failing one', () => {
    expect(failureLines(' ✓ a.test.ts (1 test) 3ms\n')).toEqual([]);
    const many = Array.from({ length: 100 }, (_, i) => `FAIL  t${i}.test.ts`).join('\n');
    expect(failureLines(many)).toHaveLength(40);
  });
});
