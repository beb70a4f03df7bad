import { COLOUR_NAMES } from '../scene/index.js';

/*
 * A colour asked per side ("red on the left, blue on the right", "left side red and right side
 * blue") is a two-tone background, left colour first. The clause split would tear the two sides
 * apart, so they are joined into one background clause first. Each pattern is a fixed run of
 * words, so matching stays linear in the prompt's length.
 */

const COLOUR = `(${COLOUR_NAMES.join('|')})`;
const SIDE = (side: string) => `(?:on\\s+)?(?:the\\s+)?${side}(?:\\s+(?:side|half))?`;
// Between the sides: spaces, a comma or semicolon, "and", each optional. No two runs of spaces
// can trade characters, so a long gap is read once.
const JOIN = `\\s*(?:[,;]\\s*)?(?:and\\s+)?`;
const COLOUR_FIRST = new RegExp(
  `\\b${COLOUR}\\s+${SIDE('left')}${JOIN}${COLOUR}\\s+${SIDE('right')}\\b`,
  'gi',
);
const SIDE_FIRST = new RegExp(
  `\\b${SIDE('left')}\\s+(?:is\\s+)?${COLOUR}${JOIN}${SIDE('right')}\\s+(?:is\\s+)?${COLOUR}\\b`,
  'gi',
);

/** The prompt with each colour-per-side ask made one "red-blue split background" clause. */
export function joinSideColours(text: string): string {
  return text
    .replace(
      COLOUR_FIRST,
      (_match, left: string, right: string) => `${left}-${right} split background`,
    )
    .replace(
      SIDE_FIRST,
      (_match, left: string, right: string) => `${left}-${right} split background`,
    );
}
