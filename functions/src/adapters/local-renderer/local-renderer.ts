import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import { resolutionSize, type TitleBox, type TitleLayer } from '@thumbforge/contract';
import type { Logger } from '../../core/ports/logger.port.js';
import type {
  Arrangement,
  EditBaseArtRequest,
  EditedBaseArt,
  ImageModel,
  PaintBaseArtRequest,
  PaintedBaseArt,
  PixelOperation,
  SubjectFound,
  VariantPlan,
} from '../../core/ports/image-model.port.js';
import {
  zoomedArrangement,
  type CutoutArrangement,
} from '../../core/thumbnails/cutout-arrangement.js';
import {
  describeOperation,
  isArtOperation,
  isSceneOperation,
  type ArtOperation,
} from '../../core/thumbnails/edit-operations.js';
import { finishAfter } from '../../core/thumbnails/edit-plan.js';
import type { BackgroundKind } from '../../core/thumbnails/thumbnail-directions.js';
import { decodeImage } from '../imaging/decode-image.js';
import { measureTitleLayer } from '../imaging/draw-title-layer.js';
import { encodeOpaquePng } from '../imaging/encode-png.js';
import { saliencyOf } from '../imaging/photo-saliency.js';
import { titleFont } from '../imaging/title-fonts.js';
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

export { MAX_VARIANTS } from '../../core/thumbnails/variant-layouts.js';

export interface LocalRendererOptions {
  /** Finds the subject and faces; the process's shared one (a worker and a cache) by default. */
  analyser?: PhotoAnalyser;
  logger?: Pick<Logger, 'warn'>;
}

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
  titleFor: (faces: readonly TitleBox[]) => TitleLayer,
): { art: Canvas; faces: TitleBox[] } {
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
  return { art, faces: painted.faces };
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

  /** The photo framed in a layout by saliency: the fallback when the models are out. */
  function framed(
    request: PaintBaseArtRequest,
    photo: Image,
    arrangement: Extract<Arrangement, { kind: 'framed' }>,
  ): Canvas {
    const { width, height } = resolutionSize(request.resolution);
    const art = paintBaseArt({
      photo,
      saliency: saliencyOf(photo),
      layout: arrangement.layout,
      palette: arrangement.palette,
      mood: request.mood,
      width,
      height,
    });
    return request.operations.reduce<Canvas>(editBaseArt, art);
  }

  /** The cut-out scene of one variant, drawn around the title as the core will place it. */
  function cutout(
    request: PaintBaseArtRequest,
    photo: Image,
    analysis: PhotoAnalysis,
    variant: number,
    plan: { cutout: CutoutArrangement; titleFor: VariantPlan['titleFor'] },
  ) {
    const smallInPhoto = analysis.subjectBox.width * analysis.subjectBox.height < SMALL_SUBJECT;
    // The zoom is in the arrangement already; the other changes are the scene's to make.
    const { scene } = sceneAfter(
      sceneFor(request.directions, request, variant, plan.cutout, smallInPhoto),
      request.operations.filter((operation) => operation.kind !== 'zoom'),
      analysis.faces.length > 0,
    );
    const drawn = drawScene(
      photo,
      analysis,
      scene,
      resolutionSize(request.resolution),
      plan.titleFor,
    );
    return { ...drawn, scene };
  }

  return {
    async findSubject(photo: Uint8Array): Promise<SubjectFound | null> {
      const analysis = await analyser().analyse(decodeImage(photo), photo);
      return analysis && { hasFace: analysis.faces.length > 0 };
    },

    async paintBaseArt(request: PaintBaseArtRequest): Promise<PaintedBaseArt> {
      const photo = decodeImage(request.photo);
      const needsAnalysis = request.variants.some((plan) => plan.arrangement.kind === 'cutout');
      const analysis = needsAnalysis ? await analyser().analyse(photo, request.photo) : null;
      const images: Promise<PaintedBaseArt['images'][number]>[] = [];
      for (const [variant, plan] of request.variants.entries()) {
        const { arrangement } = plan;
        if (arrangement.kind === 'framed') {
          const art = framed(request, photo, arrangement);
          images.push(encodeOpaquePng(art).then((baseArt) => ({ variant, baseArt })));
          continue;
        }
        // Found when the variants were planned; gone only if the analyser failed since.
        if (!analysis) throw new Error('the photo analysis was lost between planning and painting');
        const { art, faces, scene } = cutout(request, photo, analysis, variant, {
          cutout: arrangement.cutout,
          titleFor: plan.titleFor,
        });
        // Encoding runs on the thread pool: the next variant is drawn meanwhile.
        images.push(
          encodeOpaquePng(art).then((png) => ({
            variant,
            baseArt: withSceneSource(png, { scene, photo: request.photo, analysis }),
            faces,
          })),
        );
      }
      // What it cannot draw it says, in the creator's words.
      return { images: await Promise.all(images), notDrawn: request.undrawable };
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
      const drawn = drawScene(photo, source.analysis, edited.scene, size, request.titleFor);
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
