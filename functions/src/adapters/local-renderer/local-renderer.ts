import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import {
  resolutionSize,
  titleLayerSchema,
  type TitleBox,
  type TitleLayer,
} from '@thumbforge/contract';
import {
  describeOperation,
  isArtOperation,
  isSceneOperation,
  isTitleOperation,
  type ArtOperation,
  type EditOperation,
} from '../../core/thumbnails/edit-operations.js';
import { editTitleLayer } from '../../core/thumbnails/edit-title-layer.js';
import { parseEditInstructions } from '../../core/thumbnails/parse-edit-instructions.js';
import { directionsFrom, type BackgroundKind } from '../../core/thumbnails/thumbnail-directions.js';
import { titleClearOf } from '../../core/thumbnails/title-placement.js';
import type { Logger } from '../../core/ports/logger.port.js';
import type {
  EditBaseArtRequest,
  EditedBaseArt,
  GenerateThumbnailsRequest,
  ImageModel,
  LayeredImage,
} from '../../core/ports/image-model.port.js';
import { decodeImage } from '../imaging/decode-image.js';
import { encodeOpaquePng } from '../imaging/encode-png.js';
import { measureTitleLayer } from '../imaging/draw-title-layer.js';
import { GENRE_PALETTES } from '../imaging/genre-palettes.js';
import { saliencyOf } from '../imaging/photo-saliency.js';
import { planTitleLayer } from '../imaging/plan-title-layer.js';
import { titleFont } from '../imaging/title-fonts.js';
import { variantLayouts } from '../imaging/variant-layouts.js';
import {
  sharedPhotoAnalyser,
  type PhotoAnalyser,
  type PhotoAnalysis,
} from '../vision/photo-analyser.js';
import { drawCallouts } from './callouts.js';
import { editBaseArt } from './edit-base-art.js';
import { paintBaseArt } from './paint-base-art.js';
import { paintScene } from './paint-scene.js';
import { editScene, sceneFor, type Scene } from './scene.js';
import { readSceneSource, withSceneSource } from './scene-chunk.js';
import { sceneTitleLayer } from './scene-title.js';

export { MAX_VARIANTS } from '../imaging/variant-layouts.js';

export interface LocalRendererOptions {
  /** Finds the subject and faces; the process's shared one (a worker and a cache) by default. */
  analyser?: PhotoAnalyser;
  logger?: Pick<Logger, 'warn'>;
}

interface Layered {
  art: Canvas;
  layer: TitleLayer;
  artChanged: boolean;
}

/** Pixel changes for art with no scene to draw again (the saliency fallback, older thumbnails). */
function applyToPixels(start: Layered, operations: EditOperation[]): Layered {
  return operations.reduce<Layered>((image, operation) => {
    if (isArtOperation(operation)) {
      return { ...image, art: editBaseArt(image.art, operation), artChanged: true };
    }
    if (isTitleOperation(operation)) {
      return { ...image, layer: editTitleLayer(image.layer, operation) };
    }
    return image;
  }, start);
}

const SMOOTH_BACKGROUNDS: ReadonlySet<BackgroundKind> = new Set([
  'gradient',
  'dark',
  'white',
  'split',
]);
/** A subject filling less of its photo than this is small in a big scene. */
const SMALL_SUBJECT = 0.12;
const ZOOM_STEP = 0.85;
const MIN_ZOOM = 0.7;

/** A change to the pixels, as a scene takes it: framing changes redraw, grades are replayed. */
function sceneWithArtOperation(scene: Scene, operation: ArtOperation, hasFace: boolean): Scene {
  const closeUp = scene.faceZoom || scene.layout === 'big-face';
  if (operation.kind === 'zoom' && operation.direction === 'in') {
    if (scene.zoom < 1) return { ...scene, zoom: Math.min(1, scene.zoom / ZOOM_STEP) };
    return hasFace ? { ...scene, faceZoom: true } : { ...scene, layout: 'big-face' };
  }
  if (operation.kind === 'zoom') {
    // Out of a close-up first; then smaller, but never down to a stamp.
    if (closeUp) {
      return {
        ...scene,
        faceZoom: false,
        layout: scene.layout === 'big-face' ? 'cutout-side' : scene.layout,
      };
    }
    return { ...scene, zoom: Math.max(MIN_ZOOM, scene.zoom * ZOOM_STEP) };
  }
  if (operation.kind === 'blur-background') {
    // A smooth drawn background has nothing to blur: the photo's own, blurred, takes its place.
    return SMOOTH_BACKGROUNDS.has(scene.background.kind)
      ? { ...scene, background: { kind: 'blurred', colours: [] } }
      : { ...scene, blurBackground: true };
  }
  return { ...scene, finish: [...scene.finish, operation] };
}

/** The scene drawn, its callouts placed around the title, then the edits' grades replayed. */
function drawScene(
  photo: Image,
  analysis: PhotoAnalysis,
  scene: Scene,
  size: { width: number; height: number },
  titleFor: (faces: NonNullable<TitleLayer['keepClear']>) => TitleLayer,
): { art: Canvas; layer: TitleLayer; faces: TitleBox[] } {
  const painted = paintScene({
    photo,
    analysis,
    scene,
    ...size,
    markFont: (px) => titleFont('anton', px),
  });
  const layer = titleFor(painted.faces);
  const context = painted.canvas.getContext('2d');
  const title = measureTitleLayer(context, layer, size).bounds;
  drawCallouts(context, scene.callouts, {
    ...size,
    faces: painted.faces.map((face) => ({
      x: face.x * size.width,
      y: face.y * size.height,
      width: face.width * size.width,
      height: face.height * size.height,
    })),
    subject: painted.subject,
    faceFound: painted.faceFound,
    title,
  });
  const art = scene.finish.reduce<Canvas>(editBaseArt, painted.canvas);
  return { art, layer, faces: painted.faces };
}

/** The scene after the prompt's scene and pixel changes; `redraw` when any applied. */
function sceneAfter(scene: Scene, operations: EditOperation[], hasFace: boolean) {
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

function withTitleOperations(layer: TitleLayer, operations: EditOperation[]): TitleLayer {
  return operations.filter(isTitleOperation).reduce(editTitleLayer, layer);
}

/**
 * The embedded image model. With the photo's subject and faces found (a worker runs the models
 * once per photo), each variant is a scene: the subject cut out with an outline and glow over a
 * drawn background, in its own layout, background and palette, the prompt's callouts around the
 * face, and the title clear of every face. Without them (a model missing or failing) it falls
 * back to framing the photo by saliency. It never draws what it cannot: those words come back
 * in `notDrawn`.
 */
export function createLocalRenderer(options: LocalRendererOptions = {}): ImageModel {
  const analyser = () => options.analyser ?? sharedPhotoAnalyser(options.logger);

  function fallback(
    request: GenerateThumbnailsRequest,
    photo: Image,
    operations: EditOperation[],
  ): Layered[] {
    const layouts = variantLayouts(request.variants, 'The local renderer');
    const saliency = saliencyOf(photo);
    const { width, height } = resolutionSize(request.resolution);
    const palette = GENRE_PALETTES[request.genre];
    return layouts.map((layout) => {
      const art = paintBaseArt({
        photo,
        saliency,
        layout,
        palette,
        mood: request.mood,
        width,
        height,
      });
      const layer = planTitleLayer(request.title, layout, palette);
      return applyToPixels({ art, layer, artChanged: false }, operations);
    });
  }

  return {
    async generate(request: GenerateThumbnailsRequest): Promise<LayeredImage[]> {
      variantLayouts(request.variants, 'The local renderer');
      const photo = decodeImage(request.photo);
      // What the description or remembered style asks for that the renderer understands, it does.
      const asked = parseEditInstructions(
        [request.prompt, ...request.preferences.styleNotes].join('\n'),
        { forGeneration: true },
      );
      const notDrawn = asked.notDrawable;
      const analysis = await analyser().analyse(photo, request.photo);
      if (!analysis) {
        const images = fallback(request, photo, asked.operations);
        return Promise.all(
          images.map(async ({ art, layer }) => ({
            baseArt: await encodeOpaquePng(art),
            titleLayer: layer,
            notDrawn,
          })),
        );
      }
      const size = resolutionSize(request.resolution);
      const genre = GENRE_PALETTES[request.genre];
      const directions = directionsFrom(asked.operations.filter(isSceneOperation));
      const hasFace = analysis.faces.length > 0;
      const images: Promise<LayeredImage>[] = [];
      for (let variant = 0; variant < request.variants; variant += 1) {
        const { scene } = sceneAfter(
          sceneFor(directions, request, variant, {
            hasFace,
            smallInPhoto: analysis.subjectBox.width * analysis.subjectBox.height < SMALL_SUBJECT,
          }),
          asked.operations.filter((operation) => !isSceneOperation(operation)),
          hasFace,
        );
        const { art, layer } = drawScene(photo, analysis, scene, size, (faces) =>
          withTitleOperations(
            sceneTitleLayer(request.title, scene, genre, variant, faces),
            asked.operations,
          ),
        );
        // Encoding runs on the thread pool: the next variant is drawn meanwhile.
        images.push(
          encodeOpaquePng(art).then((png) => ({
            baseArt: withSceneSource(png, { scene, photo: request.photo, analysis }),
            titleLayer: titleLayerSchema.parse(layer),
            notDrawn,
          })),
        );
      }
      return Promise.all(images);
    },

    async editBaseArt(request: EditBaseArtRequest): Promise<EditedBaseArt> {
      const { operations } = request;
      const source = readSceneSource(request.baseArt);
      // Nothing here paints what no rule draws: the wishes are said back, their things not drawn.
      const unpainted = {
        notUnderstood: request.wishes.map((wish) => wish.said),
        notDrawn: request.wishes.flatMap((wish) => wish.things),
      };
      if (!source) {
        const changes = operations.filter(isArtOperation);
        const art = decodeImage(request.baseArt);
        const canvas = createCanvas(art.width, art.height);
        canvas.getContext('2d').drawImage(art, 0, 0);
        const edited = changes.reduce<Canvas>(editBaseArt, canvas);
        // A scene change on art with no scene to draw again cannot be made: said, not faked.
        const unmade = operations.filter(isSceneOperation).map(describeOperation);
        return {
          baseArt: changes.length > 0 ? await encodeOpaquePng(edited) : request.baseArt,
          applied: changes.map(describeOperation),
          notUnderstood: [...unpainted.notUnderstood, ...unmade],
          notDrawn: unpainted.notDrawn,
        };
      }
      const edited = sceneAfter(source.scene, operations, source.analysis.faces.length > 0);
      // Untouched art is handed back as it came.
      if (!edited.redraw) return { baseArt: request.baseArt, applied: [], ...unpainted };
      const art = decodeImage(request.baseArt);
      const size = { width: art.width, height: art.height };
      const photo = decodeImage(source.photo);
      // The faces may have moved (a swap, a close-up): callouts go around where the title now goes.
      const drawn = drawScene(photo, source.analysis, edited.scene, size, (faces) =>
        titleClearOf(request.title, faces),
      );
      const png = await encodeOpaquePng(drawn.art);
      return {
        baseArt: withSceneSource(png, { ...source, scene: edited.scene }),
        applied: operations.map(describeOperation),
        ...unpainted,
        faces: drawn.faces,
      };
    },
  };
}
