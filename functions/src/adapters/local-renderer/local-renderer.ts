import { resolutionSize } from '@thumbforge/contract';
import type { Logger } from '../../core/ports/logger.port.js';
import type {
  Arrangement,
  EditBaseArtRequest,
  EditedBaseArt,
  ImageModel,
  PaintBaseArtRequest,
  PaintedBaseArt,
  SubjectFound,
} from '../../core/ports/image-model.port.js';
import type { PaintedArrangement } from './render-jobs.js';
import { pngSize } from '../imaging/png-size.js';
import { renderCost, sharedRenderPool, type RenderPool } from '../render-pool/render-pool.js';
import { sharedPhotoAnalyser, type PhotoAnalyser } from '../vision/photo-analyser.js';

export { MAX_VARIANTS } from '../../core/thumbnails/layout/index.js';

interface LocalRendererOptions {
  /** Finds the subject and faces; the process's shared one (a worker and a cache) by default. */
  analyser?: PhotoAnalyser;
  /** Where the drawing happens; the process's shared render pool by default. */
  pool?: RenderPool;
  logger?: Pick<Logger, 'warn'>;
}

/** The largest art a job may hold: what a picture whose header cannot be read is counted as. */
const LARGEST = resolutionSize('1920 x 1080');

/** A framed layout without its title style: a function, which the core uses and no thread needs. */
function paintedArrangement(arrangement: Arrangement): PaintedArrangement {
  if (arrangement.kind === 'cutout') return arrangement;
  const { name, subject, feather, shade, title } = arrangement.layout;
  return { ...arrangement, layout: { name, subject, feather, shade, title } };
}

/**
 * The embedded image model. With the photo's subject and faces found (a worker runs the models
 * once per photo), each variant is a scene: the subject cut out with an outline and glow over a
 * drawn background, in its own layout, background and palette, the prompt's callouts around the
 * face, and the title clear of every face. Without them (a model missing or failing) it falls
 * back to framing the photo by saliency. It never draws what it cannot: those words come back
 * in `notDrawn`. Every pixel is drawn on the render pool's threads (render-jobs.ts), one variant
 * per thread.
 */
export function createLocalRenderer(options: LocalRendererOptions = {}): ImageModel {
  const analyser = () => options.analyser ?? sharedPhotoAnalyser(options.logger);
  const pool = () => options.pool ?? sharedRenderPool();

  return {
    async findSubject(photo: Uint8Array): Promise<SubjectFound | null> {
      const analysis = await analyser().analyse(photo);
      return analysis && { hasFace: analysis.faces.length > 0 };
    },

    async paintBaseArt(request: PaintBaseArtRequest): Promise<PaintedBaseArt> {
      const needsAnalysis = request.variants.some((plan) => plan.arrangement.kind === 'cutout');
      const analysis = needsAnalysis ? await analyser().analyse(request.photo) : null;
      // A photo framed whole still has faces for its title to keep off, where they were found.
      const framedAny = request.variants.some((plan) => plan.arrangement.kind === 'framed');
      const photoFaces = framedAny ? await analyser().faces(request.photo) : [];
      // A split's other half shows the creator's second photo, cut out as the first is.
      const [thing] = request.things;
      const split = request.variants.some(
        (plan) => plan.arrangement.kind === 'cutout' && plan.arrangement.cutout.layout === 'split',
      );
      const other =
        analysis && thing && split
          ? { photo: thing, analysis: await analyser().analyse(thing) }
          : undefined;
      const cost = renderCost(resolutionSize(request.resolution));
      const images = await Promise.all(
        request.variants.map(async (plan, variant) => {
          const painted = await pool().run(
            'paint-variant',
            {
              photo: request.photo,
              analysis,
              ...(photoFaces.length > 0 && { photoFaces }),
              ...(other && { other }),
              resolution: request.resolution,
              genre: request.genre,
              mood: request.mood,
              directions: request.directions,
              operations: request.operations,
              variant,
              arrangement: paintedArrangement(plan.arrangement),
              titlePlan: plan.titlePlan,
              ...(plan.alternatives ? { alternatives: plan.alternatives } : {}),
            },
            { cost },
          );
          return { variant, ...painted };
        }),
      );
      // What it cannot draw or act on it says, in the creator's words.
      return {
        images,
        notDrawn: request.undrawable,
        notActedOn: request.unread,
        declined: request.declined,
        ...(thing && !other && { thingsLeftOut: true }),
        sceneDrawn: analysis !== null,
      };
    },

    async editBaseArt(request: EditBaseArtRequest): Promise<EditedBaseArt> {
      // Nothing here paints what no rule draws: the wishes are said back, their things not drawn.
      const notDrawn = request.wishes.flatMap((wish) => wish.things);
      const said = request.wishes.map((wish) => wish.said);
      if (request.operations.length === 0) {
        return { baseArt: request.baseArt, applied: [], notUnderstood: said, notDrawn };
      }
      const edited = await pool().run(
        'edit-art',
        {
          baseArt: request.baseArt,
          operations: request.operations,
          titlePlan: request.titlePlan,
        },
        { cost: renderCost(pngSize(request.baseArt) ?? LARGEST) },
      );
      return {
        baseArt: edited.baseArt,
        applied: edited.applied,
        notUnderstood: [...said, ...edited.unmade],
        notDrawn,
        ...(edited.faces && { faces: edited.faces }),
        ...(edited.noRoom && { noRoom: edited.noRoom }),
        ...(edited.nobodyThere && { nobodyThere: edited.nobodyThere }),
      };
    },
  };
}
