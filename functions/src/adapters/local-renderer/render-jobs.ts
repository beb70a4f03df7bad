import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import {
  resolutionSize,
  type Genre,
  type Mood,
  type Resolution,
  type Box,
} from '@thumbforge/contract';
import type {
  Arrangement,
  LayoutAlternative,
  PixelOperation,
} from '../../core/ports/image-model.port.js';
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
  type BackgroundDirection,
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
import { chooseLayout } from './choose-layout.js';
import { bodyOf, meanHex } from './title-ground.js';
import { editBaseArt } from './edit-base-art.js';
import { facesInBaseArt, paintBaseArt } from './paint-base-art.js';
import { decodedOther, paintScene, type OtherSubject } from './paint-scene.js';
import { editScene, sceneFor, type Scene } from './scene.js';
import { readSceneSource, withSceneSource, type OtherSource } from './scene-chunk.js';
import { calloutSpace } from './scene-measures.js';
import { subjectColour } from './subject-colour.js';
import type { VividHue } from '../../core/colour/vivid-hue.js';

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
  other: OtherSubject | undefined,
): { art: Canvas; faces: Box[]; titleGround: string[] } & CalloutsLeftOut {
  const painted = paintScene({
    photo,
    analysis,
    scene,
    ...size,
    markFont: (px) => titleFont('anton', px),
    other,
  });
  const layer = titleAmong(titlePlan, painted.faces);
  const context = painted.canvas.getContext('2d');
  const title = measureTitleLayer(context, layer, size).bounds;
  const titleGround = [
    meanHex(context, title),
    meanHex(context, bodyOf(painted.subject)),
    ...(scene.subjectColour ? [scene.subjectColour] : []),
  ];
  const leftOut = drawCallouts(context, scene.callouts, calloutSpace(painted, size, title));
  const art = scene.finish.reduce<Canvas>(editBaseArt, painted.canvas);
  return { art, faces: painted.faces, titleGround, ...leftOut };
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

interface PaintVariantInput {
  /** The creator's photo, upright JPEG. */
  photo: Uint8Array;
  /** What the models found in it; null when the variant is framed (no cut-out). */
  analysis: PhotoAnalysis | null;
  /** The faces found in it (fractions of it), for a framed variant's title to keep off. */
  photoFaces?: Box[];
  /** The creator's second photo, for the other half of a split; absent without one. */
  other?: OtherSource | undefined;
  resolution: Resolution;
  genre: Genre;
  mood: Mood;
  directions: ThumbnailDirections;
  operations: ArtOperation[];
  variant: number;
  arrangement: PaintedArrangement;
  titlePlan: TitlePlan;
  /** Other layouts the variant may take: the one drawn is chosen by measuring each, small. */
  alternatives?: LayoutAlternative[];
}

interface PaintedVariant {
  baseArt: Uint8Array;
  faces?: Box[];
  /** The callouts asked for that found no room in this variant, so are not in it. */
  noRoom?: Callout[];
  /** Which of the alternatives was drawn; absent when the variant's own arrangement was. */
  chosen?: number;
  /** The background drawn, so the reply says what the picture shows, not what was planned. */
  background?: BackgroundDirection;
  /** The colours under the title and of the subject beside it, for the title's letters. */
  titleGround?: string[];
  /** The callouts asked for aimed at a person where nobody stands, so are not in it. */
  nobodyThere?: Callout[];
}

/**
 * The photo framed in a layout by saliency: the fallback where no cut-out can be made. Its
 * faces, found in the photo, are said where the frame shows them, for the title to keep off.
 */
function framed(
  input: PaintVariantInput,
  photo: Image,
  arrangement: Extract<PaintedArrangement, { kind: 'framed' }>,
): { art: Canvas; faces: Box[] } {
  const { width, height } = resolutionSize(input.resolution);
  const request = {
    photo,
    saliency: saliencyOf(photo),
    layout: arrangement.layout,
    palette: arrangement.palette,
    mood: input.mood,
    width,
    height,
  };
  const art = input.operations.reduce<Canvas>(editBaseArt, paintBaseArt(request));
  return { art, faces: facesInBaseArt(request, input.photoFaces ?? []) };
}

/** The scene of one variant in a cut-out arrangement, with the prompt's changes made. */
function variantScene(
  input: PaintVariantInput,
  analysis: PhotoAnalysis,
  arrangement: CutoutArrangement,
  subject: VividHue | null,
): Scene {
  const smallInPhoto = analysis.subjectBox.width * analysis.subjectBox.height < SMALL_SUBJECT;
  // The zoom is in the arrangement already; the other changes are the scene's to make.
  // The temperature asked ("a warm glow") colours the palette too, not only the grade over it.
  const temperature = input.operations.findLast((operation) => operation.kind === 'temperature');
  const warmth = temperature?.kind === 'temperature' ? temperature.direction : null;
  return sceneAfter(
    sceneFor(
      input.directions,
      { ...input, warmth },
      input.variant,
      arrangement,
      smallInPhoto,
      subject,
    ),
    input.operations.filter((operation) => operation.kind !== 'zoom'),
    analysis.faces.length > 0,
  ).scene;
}

/**
 * The cut-out scene of one variant, drawn around the title as the core will place it: in the
 * candidate layout (its own or an alternative) with the fewest defects when drawn small.
 */
function cutout(
  input: PaintVariantInput,
  photo: Image,
  analysis: PhotoAnalysis,
  arrangement: CutoutArrangement,
) {
  const size = resolutionSize(input.resolution);
  const candidates = [
    { cutout: arrangement, titlePlan: input.titlePlan },
    ...(input.alternatives ?? []),
  ];
  const other = input.other && decodedOther(input.other);
  const subject = subjectColour(photo, analysis.mask, analysis.faces.length === 0);
  const sceneOf = (choice: CutoutArrangement) => variantScene(input, analysis, choice, subject);
  const chosen = chooseLayout(candidates, { photo, analysis, size, sceneOf, other });
  const pick = candidates[chosen] ?? candidates[0]!;
  const scene = sceneOf(pick.cutout);
  const drawn = drawScene(photo, analysis, scene, size, pick.titlePlan, other);
  return { ...drawn, scene, ...(chosen > 0 ? { chosen: chosen - 1 } : {}) };
}

/** One variant's base art: its cut-out scene (kept in the PNG for edits), or the framed photo. */
export async function paintVariant(input: PaintVariantInput): Promise<PaintedVariant> {
  const photo = decodeImage(input.photo);
  const { arrangement } = input;
  if (arrangement.kind === 'framed') {
    const { art, faces } = framed(input, photo, arrangement);
    return { baseArt: await encodeOpaquePng(art), ...(faces.length > 0 && { faces }) };
  }
  // Found when the variants were planned; gone only if the analyser failed since.
  if (!input.analysis) throw new Error('the photo analysis was lost between planning and painting');
  const { art, faces, scene, noRoom, nobodyThere, chosen, titleGround } = cutout(
    input,
    photo,
    input.analysis,
    arrangement.cutout,
  );
  const png = await encodeOpaquePng(art);
  return {
    baseArt: withSceneSource(png, {
      scene,
      photo: input.photo,
      analysis: input.analysis,
      other: input.other,
    }),
    faces,
    noRoom,
    nobodyThere,
    ...(chosen !== undefined ? { chosen } : {}),
    background: scene.background,
    titleGround,
  };
}

interface EditArtInput {
  baseArt: Uint8Array;
  operations: PixelOperation[];
  titlePlan: TitlePlan;
}

interface EditedArt {
  /** The new base art, or the request's own bytes when nothing was painted. */
  baseArt: Uint8Array;
  applied: string[];
  /** Operations that could not be made on this art, as `describeOperation` words. */
  unmade: string[];
  faces?: Box[];
  /** The picture's callouts with no room in it as drawn again (a title moved over one). */
  noRoom?: Callout[];
  /** Its callouts aimed at a person by a place where nobody stands. */
  nobodyThere?: Callout[];
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
  // A split needs a second photo for its other side: art drawn from one is never split by an
  // edit, which would fake that side with the same photo.
  const unsplittable = (operation: PixelOperation) => !source.other && operation.kind === 'split';
  const made = operations.filter((operation) => !unsplittable(operation));
  const unmade = operations.filter(unsplittable).map(describeOperation);
  const edited = sceneAfter(source.scene, made, source.analysis.faces.length > 0);
  // Untouched art is handed back as it came.
  if (!edited.redraw) return { baseArt: input.baseArt, applied: [], unmade };
  const art = decodeImage(input.baseArt);
  const size = { width: art.width, height: art.height };
  const photo = decodeImage(source.photo);
  // The faces may have moved (a swap, a close-up): callouts go around where the title now goes.
  const drawn = drawScene(
    photo,
    source.analysis,
    edited.scene,
    size,
    input.titlePlan,
    source.other && decodedOther(source.other),
  );
  const png = await encodeOpaquePng(drawn.art);
  return {
    baseArt: withSceneSource(png, { ...source, scene: edited.scene }),
    applied: made.map(describeOperation),
    unmade,
    faces: drawn.faces,
    ...(drawn.noRoom && drawn.noRoom.length > 0 && { noRoom: drawn.noRoom }),
    ...(drawn.nobodyThere && drawn.nobodyThere.length > 0 && { nobodyThere: drawn.nobodyThere }),
  };
}
