import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import {
  resolutionSize,
  type Genre,
  type Mood,
  type Resolution,
  type Box,
} from '@thumbforge/contract';
import type { Arrangement, PixelOperation } from '../../core/ports/image-model.port.js';
import {
  zoomedArrangement,
  type CutoutArrangement,
  type GenrePalette,
  type LayoutFrame,
} from '../../core/thumbnails/layout/index.js';
import {
  describeOperation,
  isArtOperation,
  isSceneOperation,
  finishAfter,
  type ArtOperation,
  type BackgroundKind,
  type Callout,
  type ThumbnailDirections,
} from '../../core/thumbnails/scene/index.js';
import { titleAmong, type TitlePlan } from '../../core/thumbnails/title/index.js';
import { decodeImage } from '../imaging/decode-image.js';
import { measureTitleLayer } from '../imaging/draw-title-layer.js';
import { encodeOpaquePng } from '../imaging/encode-png.js';
import { saliencyOf } from '../imaging/photo-saliency.js';
import { titleFont } from '../imaging/title-fonts.js';
import type { PhotoAnalysis } from '../vision/photo-analyser.js';
import { drawCallouts, type CalloutsLeftOut } from './callouts.js';
import { editBaseArt } from './edit-base-art.js';
import { paintBaseArt } from './paint-base-art.js';
import { paintScene } from './paint-scene.js';
import { editScene, sceneFor, type Scene } from './scene.js';
import { readSceneSource, withSceneSource } from './scene-chunk.js';

/**
 * The local renderer's pixel work, run on the render pool's worker threads (pixel-jobs.ts): each
 * job takes and answers plain data, so the request thread never draws.
 */

const SMOOTH_BACKGROUNDS: ReadonlySet<BackgroundKind> = new Set([
  'gradient',
  'dark',
  'white',
  'split',
]);
/** A subject filling less of its photo than this is small in a big scene. */
const SMALL_SUBJECT = 0.12;

/** A change to the pixels, as a scene takes it: framing changes redraw, grades are replayed. */
function sceneWithArtOperation(scene: Scene, operation: ArtOperation, hasFace: boolean): Scene {
  if (operation.kind === 'zoom') {
    return zoomedArrangement(scene, operation.direction, hasFace, operation.steps);
  }
  if (operation.kind === 'blur-background') {
    // A smooth drawn background has nothing to blur: the photo's own, blurred, takes its place.
    return SMOOTH_BACKGROUNDS.has(scene.background.kind)
      ? { ...scene, background: { kind: 'blurred', colours: [] } }
      : { ...scene, blurBackground: true };
  }
  return { ...scene, finish: finishAfter(scene.finish, operation) };
}

/** The scene drawn, its callouts placed around the title, then the edits' grades replayed. */
function drawScene(
  photo: Image,
  analysis: PhotoAnalysis,
  scene: Scene,
  size: { width: number; height: number },
  titlePlan: TitlePlan,
): { art: Canvas; faces: Box[] } & CalloutsLeftOut {
  const painted = paintScene({
    photo,
    analysis,
    scene,
    ...size,
    markFont: (px) => titleFont('anton', px),
  });
  const layer = titleAmong(titlePlan, painted.faces);
  const context = painted.canvas.getContext('2d');
  const title = measureTitleLayer(context, layer, size).bounds;
  const leftOut = drawCallouts(context, scene.callouts, {
    ...size,
    faces: painted.faces.map((face) => ({
      x: face.x * size.width,
      y: face.y * size.height,
      width: face.width * size.width,
      height: face.height * size.height,
    })),
    subject: painted.subject,
    faceFound: painted.faceFound,
    eyes: painted.eyes.map((eye) => ({ x: eye.x * size.width, y: eye.y * size.height })),
    title,
  });
  const art = scene.finish.reduce<Canvas>(editBaseArt, painted.canvas);
  return { art, faces: painted.faces, ...leftOut };
}

/** The scene after the prompt's scene and pixel changes; `redraw` when any applied. */
function sceneAfter(scene: Scene, operations: PixelOperation[], hasFace: boolean) {
  return operations.reduce(
    (state, operation) => {
      if (isSceneOperation(operation))
        return { scene: editScene(state.scene, operation), redraw: true };
      if (isArtOperation(operation)) {
        return { scene: sceneWithArtOperation(state.scene, operation, hasFace), redraw: true };
      }
      return state;
    },
    { scene, redraw: false },
  );
}

/** A variant's arrangement as it crosses to a thread: a framed layout without its title style. */
export type PaintedArrangement =
  | Extract<Arrangement, { kind: 'cutout' }>
  | { kind: 'framed'; layout: LayoutFrame; palette: GenrePalette };

export interface PaintVariantInput {
  /** The creator's photo, upright JPEG. */
  photo: Uint8Array;
  /** What the models found in it; null when the variant is framed (no cut-out). */
  analysis: PhotoAnalysis | null;
  resolution: Resolution;
  genre: Genre;
  mood: Mood;
  directions: ThumbnailDirections;
  operations: ArtOperation[];
  variant: number;
  arrangement: PaintedArrangement;
  titlePlan: TitlePlan;
}

export interface PaintedVariant {
  baseArt: Uint8Array;
  faces?: Box[];
  /** The callouts asked for that found no room in this variant, so are not in it. */
  noRoom?: Callout[];
  /** The callouts asked for aimed at a person where nobody stands, so are not in it. */
  nobodyThere?: Callout[];
}

/** The photo framed in a layout by saliency: the fallback when the models are out. */
function framed(
  input: PaintVariantInput,
  photo: Image,
  arrangement: Extract<PaintedArrangement, { kind: 'framed' }>,
): Canvas {
  const { width, height } = resolutionSize(input.resolution);
  const art = paintBaseArt({
    photo,
    saliency: saliencyOf(photo),
    layout: arrangement.layout,
    palette: arrangement.palette,
    mood: input.mood,
    width,
    height,
  });
  return input.operations.reduce<Canvas>(editBaseArt, art);
}

/** The cut-out scene of one variant, drawn around the title as the core will place it. */
function cutout(
  input: PaintVariantInput,
  photo: Image,
  analysis: PhotoAnalysis,
  arrangement: CutoutArrangement,
) {
  const smallInPhoto = analysis.subjectBox.width * analysis.subjectBox.height < SMALL_SUBJECT;
  // The zoom is in the arrangement already; the other changes are the scene's to make.
  const { scene } = sceneAfter(
    sceneFor(input.directions, input, input.variant, arrangement, smallInPhoto),
    input.operations.filter((operation) => operation.kind !== 'zoom'),
    analysis.faces.length > 0,
  );
  const drawn = drawScene(
    photo,
    analysis,
    scene,
    resolutionSize(input.resolution),
    input.titlePlan,
  );
  return { ...drawn, scene };
}

/** One variant's base art: its cut-out scene (kept in the PNG for edits), or the framed photo. */
export async function paintVariant(input: PaintVariantInput): Promise<PaintedVariant> {
  const photo = decodeImage(input.photo);
  const { arrangement } = input;
  if (arrangement.kind === 'framed') {
    return { baseArt: await encodeOpaquePng(framed(input, photo, arrangement)) };
  }
  // Found when the variants were planned; gone only if the analyser failed since.
  if (!input.analysis) throw new Error('the photo analysis was lost between planning and painting');
  const { art, faces, scene, noRoom, nobodyThere } = cutout(
    input,
    photo,
    input.analysis,
    arrangement.cutout,
  );
  const png = await encodeOpaquePng(art);
  return {
    baseArt: withSceneSource(png, { scene, photo: input.photo, analysis: input.analysis }),
    faces,
    noRoom,
    nobodyThere,
  };
}

export interface EditArtInput {
  baseArt: Uint8Array;
  operations: PixelOperation[];
  titlePlan: TitlePlan;
}

export interface EditedArt {
  /** The new base art, or the request's own bytes when nothing was painted. */
  baseArt: Uint8Array;
  applied: string[];
  /** Operations that could not be made on this art, as `describeOperation` words. */
  unmade: string[];
  faces?: Box[];
}

/**
 * One edit's pixel changes: a cut-out thumbnail is drawn again from its scene with the changes
 * made; other art (framed, or painted elsewhere) is graded as it stands, and a scene change on
 * it is said to be unmade rather than faked.
 */
export async function editArt(input: EditArtInput): Promise<EditedArt> {
  const { operations } = input;
  const source = readSceneSource(input.baseArt);
  if (!source) {
    const changes = operations.filter(isArtOperation);
    const unmade = operations.filter(isSceneOperation).map(describeOperation);
    if (changes.length === 0) return { baseArt: input.baseArt, applied: [], unmade };
    const art = decodeImage(input.baseArt);
    const canvas = createCanvas(art.width, art.height);
    canvas.getContext('2d').drawImage(art, 0, 0);
    const edited = changes.reduce<Canvas>(editBaseArt, canvas);
    return {
      baseArt: await encodeOpaquePng(edited),
      applied: changes.map(describeOperation),
      unmade,
    };
  }
  const edited = sceneAfter(source.scene, operations, source.analysis.faces.length > 0);
  // Untouched art is handed back as it came.
  if (!edited.redraw) return { baseArt: input.baseArt, applied: [], unmade: [] };
  const art = decodeImage(input.baseArt);
  const size = { width: art.width, height: art.height };
  const photo = decodeImage(source.photo);
  // The faces may have moved (a swap, a close-up): callouts go around where the title now goes.
  const drawn = drawScene(photo, source.analysis, edited.scene, size, input.titlePlan);
  const png = await encodeOpaquePng(drawn.art);
  return {
    baseArt: withSceneSource(png, { ...source, scene: edited.scene }),
    applied: operations.map(describeOperation),
    unmade: [],
    faces: drawn.faces,
  };
}
