import type { Box } from '@thumbforge/contract';
import type { PeopleKept } from '../../core/thumbnails/scene/index.js';
import type { DetectedFace } from '../vision/analysis-protocol.js';
import type { PhotoAnalysis } from '../vision/photo-analyser.js';
import { personAtPlace } from './person-at-place.js';

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
}

function keptShare(analysis: PhotoAnalysis, people: PeopleKept): KeptShare | null {
  if (people === 'all' || analysis.faces.length < 2) return null;
  const chosen = chosenFace(analysis.faces, people);
  if (!chosen) return null;
  const middle = centreX(chosen);
  const others = analysis.faces.filter((face) => face !== chosen).map(centreX);
  const leftOf = others.filter((x) => x < middle);
  const rightOf = others.filter((x) => x >= middle);
  const from = leftOf.length > 0 ? (Math.max(...leftOf) + middle) / 2 : 0;
  const to = rightOf.length > 0 ? (Math.min(...rightOf) + middle) / 2 : 1;
  return { chosen, from, to };
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

/**
 * The analysis with only the people the prompt keeps: everyone unless it picks one, and then
 * that one's share of the photo, from halfway to the next face on each side, with the others'
 * faces and the rest of the cut-out left out.
 */
export function peopleKept(analysis: PhotoAnalysis, people: PeopleKept): PhotoAnalysis {
  const share = keptShare(analysis, people);
  if (!share) return analysis;
  const { chosen, from, to } = share;
  const { size } = analysis.mask;
  const alpha = new Uint8Array(analysis.mask.alpha);
  const firstColumn = Math.round(from * size);
  const lastColumn = Math.round(to * size);
  for (let y = 0; y < size; y += 1) {
    alpha.fill(0, y * size, y * size + firstColumn);
    alpha.fill(0, y * size + lastColumn, (y + 1) * size);
  }
  const box = analysis.subjectBox;
  const left = Math.max(box.x, from);
  const right = Math.min(box.x + box.width, to);
  return {
    mask: { size, alpha },
    subjectBox: { ...box, x: left, width: Math.max(0, right - left) },
    faces: [chosen],
  };
}
