/**
 * `count` short texts made of `pieces`, from a fixed seed: the same inputs every run, so a failure
 * names one that can be replayed. For checking plain string code against the pattern it replaced.
 */
export function* shortTexts(pieces: readonly string[], count: number, seed = 7): Generator<string> {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  for (let i = 0; i < count; i += 1) {
    const length = next() % 9;
    let text = '';
    for (let j = 0; j < length; j += 1) text += pieces[next() % pieces.length];
    yield text;
  }
}
