import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { regexes as zodRegexes } from 'zod';
import { worstCaseOf } from '../support/regex-complexity.js';
import { regexesIn, type SourceRegex } from '../support/source-regexes.js';

/*
 * One edit prompt froze the whole server for 22 s: a pattern over user text backtracked for the
 * cube of its length. This suite walks every regular expression in the server, the contract and
 * the web app (found by the TypeScript parser, so a new pattern anywhere is checked the day it is
 * written) and requires each to take linear time in the worst case, proven over all inputs by
 * recheck's automaton analysis (see worstCaseOf for why a backtracking pattern cannot pass). Where
 * text can be long, plain string code is preferred to a clever pattern.
 */

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE_ROOTS = ['functions/src', 'contract/src', 'web/src'];

/** Patterns that never see text from a user or a client, each with the reason. */
const NOT_USER_TEXT: { file: string; source: string; why: string }[] = [
  {
    file: 'web/src/app/landing-prerender.tsx',
    source: '<title>[^<]*<\\/title>|<link rel="preload"[^>]*\\/>',
    why: 'runs at build time over the HTML the build itself rendered',
  },
];

/** Patterns inside libraries that read request input. */
const LIBRARY_PATTERNS: SourceRegex[] = [
  {
    at: 'zod z.email() (sign-up and sign-in emails)',
    source: zodRegexes.email.source,
    flags: zodRegexes.email.flags,
  },
];

function exempt(regex: SourceRegex): boolean {
  return NOT_USER_TEXT.some(
    ({ file, source }) => regex.at.startsWith(`${file}:`) && regex.source === source,
  );
}

async function notLinear(regexes: SourceRegex[]): Promise<string[]> {
  const found: string[] = [];
  for (const regex of regexes) {
    const worst = await worstCaseOf(regex.source, regex.flags);
    if (!worst.linear) {
      const attack = worst.attack ? `, e.g. ${worst.attack}` : '';
      found.push(`${regex.at} /${regex.source}/${regex.flags}: ${worst.why}${attack}`);
    }
  }
  return found;
}

describe('regular expressions over user text', () => {
  const { regexes, dynamic } = regexesIn(REPO_ROOT, SOURCE_ROOTS);

  it('finds the patterns it checks', () => {
    // A pattern assembled at run time cannot be checked: build it from string constants.
    expect(dynamic).toEqual([]);
    expect(regexes.length).toBeGreaterThan(30);
    expect(
      regexes.some(({ at }) =>
        at.startsWith('functions/src/core/thumbnails/prompt/parse-edit-instructions.ts'),
      ),
    ).toBe(true);
    // Every exemption still names a pattern that exists, so none outlives its reason.
    for (const { file, source } of NOT_USER_TEXT) {
      expect(
        regexes.some((regex) => regex.at.startsWith(`${file}:`) && regex.source === source),
      ).toBe(true);
    }
  });

  it('run in linear time on every input, however long', async () => {
    const checked = [...regexes.filter((regex) => !exempt(regex)), ...LIBRARY_PATTERNS];
    expect(await notLinear(checked)).toEqual([]);
  }, 120_000);

  it('catches the pattern that froze the server, and the quadratic kinds', async () => {
    const old = (source: string, flags = '') => ({ at: 'before the fix', source, flags });
    const found = await notLinear([
      old('[\\s,;:-]*(?:\\b(?:and|then))?[\\s,;:-]*$', 'i'),
      old('\\s*([,;])(?:\\s*[,;])+', 'g'),
      old('\\s+$'),
      old('\\bless\\b.*\\bcontrast\\b'),
      old("(?<=\\s)'[^']*'"),
    ]);
    expect(found).toHaveLength(5);
    expect(found[0]).toContain('3rd degree polynomial backtracking');
    expect(found[4]).toContain('not proven linear: unsupported');
  }, 60_000);
});
