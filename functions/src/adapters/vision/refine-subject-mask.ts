import type { Box } from '@thumbforge/contract';
import type { SubjectMask } from './analysis-protocol.js';
import { dropEdgeBackdrop } from './edge-background.js';
import { dropLooseSoftPixels, fillHoles } from './mask-cleanup.js';
import { keepSubjectRegions } from './subject-regions.js';
import { upsampleMask } from './upsample-mask.js';

/**
 * The cut-out model's raw mask made into one a designer would accept: the background it half
 * took for subject dropped, then the pieces apart from the subject, then its small holes filled,
 * its outline drawn onto the photo's edges at `guide`'s size (RGBA, the photo squashed square as
 * the mask is), and last any slab of a plain backdrop it kept dropped.
 */
export function refineSubjectMask(
  raw: SubjectMask,
  faces: readonly Box[],
  guide: Uint8ClampedArray,
  size: number,
): SubjectMask {
  const cleaned = fillHoles(keepSubjectRegions(dropLooseSoftPixels(raw), faces));
  return dropEdgeBackdrop(upsampleMask(cleaned, guide, size), guide, faces);
}
