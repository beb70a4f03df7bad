import type { DefectId } from './detect-defects.js';

/**
 * How much each defect weighs when a variant's candidate layouts are compared: what makes a
 * creator discard a thumbnail outright (a person missing, a face cut or covered) outweighs
 * what they might forgive. Faults of the cut-out's own mask (holes, fragments, a blocky
 * outline) are the same in every layout, so they weigh nothing here: they cannot tell
 * candidates apart, and measuring on past a layout clean of the rest would buy nothing.
 */
const WEIGHTS: Record<DefectId, number> = {
  'person-missing': 8,
  'face-cut': 6,
  'face-covered': 6,
  'photo-edge-inside': 4,
  'title-over-subject': 4,
  'title-illegible': 4,
  'asked-absent': 3,
  'face-small': 3,
  'subject-small': 3,
  'subject-blends': 2,
  'colour-clash': 2,
  'washed-out': 2,
  'colour-clipped': 1,
  'variants-alike': 1,
  'cutout-fragments': 0,
  'cutout-holes': 0,
  'cutout-blocky': 0,
};

function defectWeight(defects: readonly DefectId[]): number {
  return defects.reduce((sum, id) => sum + WEIGHTS[id], 0);
}

/** What measuring one candidate found. */
interface CandidateJudgement {
  defects: readonly DefectId[];
  /**
   * How much of the photo's edge shows in it (`photoEdgeShown`; 0 where none does): of candidates
   * equally flawed, all showing the edge, the one showing the least is drawn.
   */
  edgeShown: number;
}

/**
 * The candidate to draw: the first clean one, measuring no further (a variant's own layout comes
 * first, so a clean one costs one measure), else the one with the lightest defects, of equals the
 * one showing the least of the photo's edge, then the earliest. A clean candidate always wins
 * over a flawed one.
 */
export function chooseCandidate(
  count: number,
  judge: (candidate: number) => CandidateJudgement,
): number {
  let best = 0;
  let bestWeight = Number.POSITIVE_INFINITY;
  let bestEdge = Number.POSITIVE_INFINITY;
  for (let candidate = 0; candidate < count; candidate += 1) {
    const { defects, edgeShown } = judge(candidate);
    const weight = defectWeight(defects);
    if (weight === 0) return candidate;
    if (weight < bestWeight || (weight === bestWeight && edgeShown < bestEdge)) {
      best = candidate;
      bestWeight = weight;
      bestEdge = edgeShown;
    }
  }
  return best;
}
