import { COLOUR_NAMES } from '../scene/index.js';

/*
 * A colour asked per side ("red on the left, blue on the right", "left side red and right side
 * blue") is a two-tone background, left colour first. The clause split would tear the two sides
 * apart, so they are joined into one background clause first. The words are read once, left to
 * right, each ask a fixed run of them: no pattern backtracks, so the time is linear in the
 * prompt's length.
 */

/** A word or a comma or semicolon, with where it stands in the text. */
interface Token {
  text: string;
  start: number;
  end: number;
}

/** One step of an ask: a word it must have, one it may have, or the colour it names. */
type Step = { must: readonly string[] } | { may: readonly string[] } | 'colour';

const may = (...words: string[]): Step => ({ may: words });
const must = (...words: string[]): Step => ({ must: words });
const side = (name: string): Step[] => [may('on'), may('the'), must(name), may('side', 'half')];
const between: Step[] = [may(',', ';'), may('and')];

const ASKS: readonly Step[][] = [
  ['colour', ...side('left'), ...between, 'colour', ...side('right')],
  [...side('left'), may('is'), 'colour', ...between, ...side('right'), may('is'), 'colour'],
];

const COLOURS: ReadonlySet<string> = new Set(COLOUR_NAMES);

function tokensOf(text: string): Token[] {
  return [...text.matchAll(/[a-z]+|[,;]/gi)].map((match) => ({
    text: match[0].toLowerCase(),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The ask's colours and how many tokens it took from `at`, or null when it is not there. */
function askAt(tokens: readonly Token[], at: number, steps: readonly Step[]) {
  const colours: string[] = [];
  let next = at;
  for (const step of steps) {
    const token = tokens[next];
    if (step === 'colour') {
      if (!token || !COLOURS.has(token.text)) return null;
      colours.push(token.text);
      next += 1;
    } else if ('must' in step) {
      if (!token || !step.must.includes(token.text)) return null;
      next += 1;
    } else if (token && step.may.includes(token.text)) {
      next += 1;
    }
  }
  return { colours, taken: next - at };
}

/** The prompt with each colour-per-side ask made one "red-blue split background" clause. */
export function joinSideColours(text: string): string {
  const tokens = tokensOf(text);
  let out = '';
  let copied = 0;
  for (let at = 0; at < tokens.length; at += 1) {
    const found = ASKS.map((steps) => askAt(tokens, at, steps)).find(Boolean);
    if (!found) continue;
    const [left, right] = found.colours;
    out += `${text.slice(copied, tokens[at]!.start)}${left}-${right} split background`;
    copied = tokens[at + found.taken - 1]!.end;
    at += found.taken - 1;
  }
  return out + text.slice(copied);
}
