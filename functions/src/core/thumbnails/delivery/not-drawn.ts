/**
 * The sentence that names, in the creator's own words, what the image model could not draw
 * ("I could not add: a glowing game controller."), or '' when it drew everything asked.
 */
export function notDrawnSentence(notDrawn: readonly string[] | undefined): string {
  const unique = [...new Set(notDrawn ?? [])];
  if (unique.length === 0) return '';
  return `I could not add: ${unique.join('; ')}. I can add backgrounds, arrows, circles, "!" or "?" badges, stickers, outlines and glows.`;
}

/** The clauses not understood, less those the not-drawn sentence already names. */
export function notUnderstoodBesides(
  notUnderstood: readonly string[],
  notDrawn: readonly string[] | undefined,
): string[] {
  return notUnderstood.filter(
    (clause) => !(notDrawn ?? []).some((thing) => clause.includes(thing)),
  );
}
