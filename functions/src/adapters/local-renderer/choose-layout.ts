import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import type { LayoutAlternative } from '../../core/ports/image-model.port.js';
import { chooseCandidate, detectDefects, photoEdgeShown } from '../../core/quality/index.js';
import type { CutoutArrangement } from '../../core/thumbnails/layout/index.js';
import { calloutKey } from '../../core/thumbnails/scene/index.js';
import { titleAmong } from '../../core/thumbnails/title/index.js';
import { measureTitleLayer } from '../imaging/draw-title-layer.js';
import { titleFont } from '../imaging/title-fonts.js';
import type { PhotoAnalysis } from '../vision/photo-analyser.js';
import { drawCallouts } from './callouts.js';
import { paintScene, type OtherSubject } from './paint-scene.js';
import { peopleKept } from './people-kept.js';
import type { Scene } from './scene.js';
import { calloutSpace, sceneMeasured } from './scene-measures.js';

/** Candidates are drawn this tall: big enough for the detectors, a sixteenth of HD's pixels. */
const PREVIEW_HEIGHT = 180;
/** The photo they are drawn from is shrunk to this height first: a close-up still has detail. */
const PREVIEW_PHOTO_HEIGHT = 640;

function shrunkPhoto(photo: Image): Image | Canvas {
  if (photo.height <= PREVIEW_PHOTO_HEIGHT) return photo;
  const scale = PREVIEW_PHOTO_HEIGHT / photo.height;
  const canvas = createCanvas(Math.round(photo.width * scale), PREVIEW_PHOTO_HEIGHT);
  canvas.getContext('2d').drawImage(photo, 0, 0, canvas.width, canvas.height);
  return canvas;
}

interface LayoutChoice {
  photo: Image;
  analysis: PhotoAnalysis;
  /** The output's size; candidates are drawn at its shape, small. */
  size: { width: number; height: number };
  /** The variant's scene in a given arrangement, as it would be drawn. */
  sceneOf: (cutout: CutoutArrangement) => Scene;
  /** The creator's second photo, drawn in a split's other half. */
  other?: OtherSubject | undefined;
}

/**
 * Which of a variant's candidate layouts (its own first) to draw at full size: each is drawn
 * small, with its title placed and its callouts around it, and measured by the defect
 * detectors, in turn until the core has its choice. Answers the candidate's index.
 */
export function chooseLayout(
  candidates: readonly LayoutAlternative[],
  choice: LayoutChoice,
): number {
  if (candidates.length < 2) return 0;
  const size = {
    width: Math.round((choice.size.width * PREVIEW_HEIGHT) / choice.size.height),
    height: PREVIEW_HEIGHT,
  };
  const photo = shrunkPhoto(choice.photo);
  return chooseCandidate(candidates.length, (index) => {
    const candidate = candidates[index]!;
    const scene = choice.sceneOf(candidate.cutout);
    const painted = paintScene({
      photo,
      analysis: choice.analysis,
      scene,
      ...size,
      markFont: (px) => titleFont('anton', px),
      other: choice.other,
    });
    const layer = titleAmong(candidate.titlePlan, painted.faces);
    const context = painted.canvas.getContext('2d');
    const title = measureTitleLayer(context, layer, size).bounds;
    const callouts = createCanvas(size.width, size.height);
    const { noRoom } = drawCallouts(
      callouts.getContext('2d'),
      scene.callouts,
      calloutSpace(painted, size, title),
    );
    const alpha = callouts.getContext('2d').getImageData(0, 0, size.width, size.height).data;
    const marks = new Uint8Array(size.width * size.height);
    for (let pixel = 0; pixel < marks.length; pixel += 1) {
      if ((alpha[pixel * 4 + 3] as number) > 32) marks[pixel] = 1;
    }
    context.drawImage(callouts, 0, 0);
    const measured = sceneMeasured(painted, painted.canvas, {
      title,
      marks,
      photoFaces: peopleKept(choice.analysis, scene.people).faces.length,
    });
    const defects = detectDefects({ measured, title: null, notMet: noRoom.map(calloutKey) });
    const edgeShown = defects.includes('photo-edge-inside') ? photoEdgeShown(measured) : 0;
    return { defects, edgeShown };
  });
}
