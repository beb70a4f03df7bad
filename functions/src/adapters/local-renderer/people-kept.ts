import type { Box } from '@thumbforge/contract';
import type { PeopleKept } from '../../core/thumbnails/scene/index.js';
import type { DetectedFace } from '../vision/analysis-protocol.js';
import { maskBox, type PhotoAnalysis } from '../vision/photo-analyser.js';
import { personAtPlace } from './person-at-place.js';
import { cutAlongSeam, seamBand, shareSeam } from './share-seam.js';

const area = (face: DetectedFace) => face.box.width * face.box.height;
const centreX = (face: DetectedFace) => face.box.x + face.box.width / 2;

/** The face a prompt picks among several: the biggest ("just me"), or the leftmost or rightmost. */
function chosenFace(faces: readonly DetectedFace[], people: PeopleKept): DetectedFace | undefined {
  if (people === 'left' || people === 'right') {
    return personAtPlace(faces, (face) => face.box, people);
  }
  return faces.reduce((best, face) => (area(face) > area(best) ? face : best));
}

/** The columns of the photo (fractions of its width) one person is kept from, and their face. */
interface KeptShare {
  chosen: DetectedFace;
  from: number;
  to: number;
  /** The nearest faces on each side, whose share begins past the seam. */
  leftOf: DetectedFace | undefined;
  rightOf: DetectedFace | undefined;
}

function keptShare(analysis: PhotoAnalysis, people: PeopleKept): KeptShare | null {
  if (people === 'all' || analysis.faces.length < 2) return null;
  const chosen = chosenFace(analysis.faces, people);
  if (!chosen) return null;
  const middle = centreX(chosen);
  const others = analysis.faces.filter((face) => face !== chosen);
  const nearest = (faces: DetectedFace[], sign: number) =>
    faces.reduce<DetectedFace | undefined>(
      (best, face) => (!best || sign * (centreX(face) - centreX(best)) < 0 ? face : best),
      undefined,
    );
  const leftOf = nearest(
    others.filter((face) => centreX(face) < middle),
    -1,
  );
  const rightOf = nearest(
    others.filter((face) => centreX(face) >= middle),
    1,
  );
  const from = leftOf ? (centreX(leftOf) + middle) / 2 : 0;
  const to = rightOf ? (centreX(rightOf) + middle) / 2 : 1;
  return { chosen, from, to, leftOf, rightOf };
}

/**
 * The part of the photo (fractions of it) the cut-out comes from: all of it, or the one person's
 * share, whose sides cut the mask as the photo's own edges do.
 */
export function keptArea(analysis: PhotoAnalysis, people: PeopleKept): Box {
  const share = keptShare(analysis, people);
  return share
    ? { x: share.from, y: 0, width: share.to - share.from, height: 1 }
    : { x: 0, y: 0, width: 1, height: 1 };
}

/** A group photo's analysis kept to one person, and which sides of them their share cuts. */
interface KeptAnalysis extends PhotoAnalysis {
  shareCuts: { left: boolean; right: boolean };
}

/** Where a seam between two faces may run: between them, or about the midpoint when they overlap. */
function seamRange(left: DetectedFace, right: DetectedFace, size: number): [number, number] {
  const from = (left.box.x + left.box.width) * size;
  const to = right.box.x * size;
  if (to - from >= 2) return [from, to];
  const middle = ((centreX(left) + centreX(right)) / 2) * size;
  return [middle - 1, middle + 1];
}

/**
 * The analysis with only the people the prompt keeps: everyone unless it picks one, and then
 * that one's share of the photo, cut along a seam down the gap to the next person on each side
 * (share-seam.ts), with the others' faces and the rest of the cut-out left out.
 */
export function peopleKept(analysis: PhotoAnalysis, people: PeopleKept): KeptAnalysis {
  // A variant's candidates, its drawing and its measuring all ask again of the same analysis.
  const known = KEPT.get(analysis)?.get(people);
  if (known) return known;
  const kept = keptFrom(analysis, people);
  KEPT.set(analysis, (KEPT.get(analysis) ?? new Map()).set(people, kept));
  return kept;
}

const KEPT = new WeakMap<PhotoAnalysis, Map<PeopleKept, KeptAnalysis>>();

function keptFrom(analysis: PhotoAnalysis, people: PeopleKept): KeptAnalysis {
  const share = keptShare(analysis, people);
  if (!share) return { ...analysis, shareCuts: { left: false, right: false } };
  const { chosen, leftOf, rightOf } = share;
  const { size } = analysis.mask;
  const alpha = new Uint8Array(analysis.mask.alpha);
  const band = seamBand(chosen.box.width, size);
  const cut = (neighbour: DetectedFace | undefined, keep: 'left' | 'right') => {
    if (!neighbour) return false;
    const [from, to] =
      keep === 'right' ? seamRange(neighbour, chosen, size) : seamRange(chosen, neighbour, size);
    return cutAlongSeam(alpha, size, shareSeam(analysis.mask, from, to), keep, band);
  };
  const shareCuts = { left: cut(leftOf, 'right'), right: cut(rightOf, 'left') };
  const mask = { size, alpha };
  return {
    mask,
    subjectBox: maskBox(mask) ?? { ...analysis.subjectBox, width: 0 },
    faces: [chosen],
    shareCuts,
  };
}
