import { LIKENESS_MESSAGES, type FeedCheck } from '@thumbforge/contract';

/**
 * Two faces at least this alike (the cosine of their face description embeddings) are the same
 * person. Measured on the fixtures with `npm run bench -- likeness` (1280x720 thumbnails):
 *   astronaut vs her own cut-out in 12 rendered thumbnails (3 prompts x 4 variants): 0.56 to 0.86,
 *     lowest where the face is zoomed to fill 60% of the frame;
 *   astronaut resized to 50% / 25%: 0.97 / 0.79; greyscale 0.97; warm tint 0.94;
 *   astronaut vs 5 other people (crops of Human's MIT sample picture): 0.15 to 0.40;
 *   astronaut vs chelsea (a cat): no face found, so 0.
 * The threshold sits about halfway between the least alike render of the same person (0.56) and
 * the most alike stranger (0.40), so neither a zoomed render warns nor a repainted stranger passes.
 */
export const MIN_LIKENESS = 0.47;

/** The least alike of the photo's faces (each matched with its closest face in the art). */
function leastLikeness(scores: readonly number[]): number {
  return Math.max(0, Math.min(...scores));
}

/** Whether a face of the photo is no longer recognisable in the art (or is gone from it). */
export function likenessDrifted(scores: readonly number[] | null): boolean {
  return scores !== null && scores.length > 0 && leastLikeness(scores) < MIN_LIKENESS;
}

/**
 * Whether the photo's main face (its biggest, first in `scores`) is no longer recognisable in the
 * art. The others may be left out on purpose ("zoom in on my face" in a group photo): the check
 * reports them, but only the main face is worth laying the whole cut-out back in for.
 */
export function mainFaceDrifted(scores: readonly number[] | null): boolean {
  const [main] = scores ?? [];
  return main !== undefined && main < MIN_LIKENESS;
}

/**
 * The feed check's likeness: each face of the photo against its closest face in the thumbnail,
 * the least alike one reported. A photo without a face has nothing to keep: not applicable.
 */
export function likenessCheck(scores: readonly number[] | null): FeedCheck {
  const pass = (message: string): FeedCheck => ({ id: 'likeness', status: 'pass', message });
  if (scores === null) return pass(LIKENESS_MESSAGES.notMeasured);
  if (scores.length === 0) return pass(LIKENESS_MESSAGES.noFace);
  const score = leastLikeness(scores).toFixed(2);
  const group = scores.length > 1;
  if (likenessDrifted(scores)) {
    return {
      id: 'likeness',
      status: 'warn',
      message: group
        ? LIKENESS_MESSAGES.driftedGroup(score, scores.length)
        : LIKENESS_MESSAGES.drifted(score),
    };
  }
  return pass(
    group ? LIKENESS_MESSAGES.alikeGroup(score, scores.length) : LIKENESS_MESSAGES.alike(score),
  );
}
