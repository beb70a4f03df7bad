import { check } from 'recheck';

// recheck's JavaScript build: the same answers as its native and Java builds, without starting a
// process per check.
process.env.RECHECK_BACKEND = 'pure';

type WorstCase = { linear: true } | { linear: false; why: string; attack?: string };

/**
 * How long a backtracking engine such as V8's can take to search with `/source/flags`, in the
 * worst case over every input of every length: linear, or not (with recheck's attack string).
 *
 * recheck's automaton checker builds the pattern's NFA with the priorities a backtracking engine
 * gives its choices, including the implicit retry at every start position of an unanchored
 * search, and decides whether any input makes it explore more than a constant number of paths
 * per character (the ambiguity that backtracking pays for in time). It is a proof about all
 * inputs, not a sample of them, so a backtracking pattern cannot pass: a pattern like
 * /[\s,;:-]*(?:\b(?:and|then))?[\s,;:-]*$/ is found to be of 3rd degree, with the input that shows
 * it. Patterns it cannot analyse exactly (lookarounds, back references) or within the time limit
 * are reported as not linear, never passed on a guess; its fuzzing fallback is not used.
 */
export async function worstCaseOf(source: string, flags: string): Promise<WorstCase> {
  const result = await check(source, flags, {
    checker: 'automaton',
    timeout: 30_000,
  });
  if (result.status === 'safe' && !result.complexity.isFuzz) return { linear: true };
  if (result.status === 'vulnerable') {
    return {
      linear: false,
      why: `${result.complexity.summary} backtracking`,
      attack: result.attack.pattern,
    };
  }
  return {
    linear: false,
    why: `not proven linear: ${result.status === 'unknown' ? result.error.kind : 'fuzzed only'}`,
  };
}
