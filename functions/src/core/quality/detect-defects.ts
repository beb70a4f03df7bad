import type { FeedMeasurements } from '../feed-check/feed-check-rules.js';
import { colourClash, colourClipped, subjectBlends, washedOut } from './colour-defects.js';
import { cutoutBlocky, cutoutFragments, cutoutHoles, photoEdgeInside } from './cutout-defects.js';
import { faceCovered, faceCut, faceSmall, personMissing } from './face-defects.js';
import type { Measured } from './frame.js';
import { subjectSmall } from './subject-defects.js';
import { titleIllegible, titleOverSubject } from './title-defects.js';
import { variantsAlike } from './variant-defects.js';

/** Every defect the detectors know, in the order reports list them. */
export const DEFECT_IDS = [
  'face-cut',
  'face-covered',
  'face-small',
  'subject-small',
  'person-missing',
  'cutout-fragments',
  'cutout-holes',
  'cutout-blocky',
  'photo-edge-inside',
  'title-over-subject',
  'title-illegible',
  'subject-blends',
  'colour-clash',
  'washed-out',
  'colour-clipped',
  'asked-absent',
  'variants-alike',
] as const;
export type DefectId = (typeof DEFECT_IDS)[number];

/** One thumbnail as drawn, with what the detectors need beyond its pixels. */
interface DefectInput {
  /** The frame and the renderer's geometry; null when the art is not a drawn scene (a framed photo). */
  measured: Measured | null;
  /** The title as measured for the feed (size and colours at 168x94). */
  title: FeedMeasurements['title'] | null;
  /** What was asked and is not in the picture, as the reply names it. */
  notMet: string[];
}

/** The pixel detectors of one drawn scene; those the scene decides, not the photo's framing. */
const SCENE_DETECTORS: [DefectId, (measured: Measured) => boolean][] = [
  ['face-cut', faceCut],
  ['face-covered', faceCovered],
  ['face-small', faceSmall],
  ['subject-small', subjectSmall],
  ['person-missing', personMissing],
  ['cutout-fragments', cutoutFragments],
  ['cutout-holes', cutoutHoles],
  ['cutout-blocky', cutoutBlocky],
  ['photo-edge-inside', photoEdgeInside],
  ['title-over-subject', titleOverSubject],
  ['subject-blends', subjectBlends],
  ['colour-clash', colourClash],
  ['washed-out', washedOut],
  ['colour-clipped', colourClipped],
];

/** The defects one thumbnail carries, in `DEFECT_IDS` order. */
export function detectDefects(input: DefectInput): DefectId[] {
  const found = new Set<DefectId>();
  if (input.measured) {
    for (const [id, detect] of SCENE_DETECTORS) if (detect(input.measured)) found.add(id);
  }
  if (titleIllegible(input.title)) found.add('title-illegible');
  if (input.notMet.length > 0) found.add('asked-absent');
  return DEFECT_IDS.filter((id) => found.has(id));
}

/** The variants of one request that look like another of them (each pair's later one). */
export function alikeVariants(variants: readonly (Measured | null)[]): number[] {
  const alike: number[] = [];
  variants.forEach((variant, i) => {
    if (!variant) return;
    const earlier = variants.slice(0, i);
    if (earlier.some((other) => other !== null && variantsAlike(other, variant))) alike.push(i);
  });
  return alike;
}
