import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { resolutionSize, titleLayerSchema, type TitleLayer } from '@thumbforge/contract';
import {
  describeOperation,
  isArtOperation,
  type EditOperation,
} from '../../../core/thumbnails/edit-operations.js';
import { editTitleLayer } from '../../../core/thumbnails/edit-title-layer.js';
import { parseEditInstructions } from '../../../core/thumbnails/parse-edit-instructions.js';
import type {
  EditedThumbnail,
  EditThumbnailRequest,
  GenerateThumbnailsRequest,
  ImageModel,
  LayeredImage,
} from '../../../core/ports/image-model.port.js';
import { decodeImage } from '../../imaging/decode-image.js';
import { GENRE_PALETTES } from '../../imaging/genre-palettes.js';
import { saliencyOf } from '../../imaging/photo-saliency.js';
import { planTitleLayer } from '../../imaging/plan-title-layer.js';
import { variantLayouts } from '../../imaging/variant-layouts.js';
import { editBaseArt } from './edit-base-art.js';
import { paintBaseArt } from './paint-base-art.js';

export { MAX_VARIANTS } from '../../imaging/variant-layouts.js';

interface Layered {
  art: Canvas;
  layer: TitleLayer;
  artChanged: boolean;
}

function applyOperations(start: Layered, operations: EditOperation[]): Layered {
  return operations.reduce<Layered>((image, operation) => {
    if (isArtOperation(operation)) {
      return { ...image, art: editBaseArt(image.art, operation), artChanged: true };
    }
    return { ...image, layer: editTitleLayer(image.layer, operation) };
  }, start);
}

/**
 * The embedded image model: turns the creator's photo into finished thumbnails with no network,
 * one layout per variant, the genre's palette and the mood's grade, and applies the edit
 * instructions it can parse. What it cannot parse it reports, and leaves alone.
 */
export function createLocalRenderer(): ImageModel {
  return {
    async generate(request: GenerateThumbnailsRequest): Promise<LayeredImage[]> {
      const layouts = variantLayouts(request.variants, 'The local renderer');
      const photo = decodeImage(request.photo);
      const saliency = saliencyOf(photo);
      const { width, height } = resolutionSize(request.resolution);
      const palette = GENRE_PALETTES[request.genre];
      // What the description or remembered style asks for that the renderer understands, it does.
      const asked = parseEditInstructions(
        [request.prompt, ...request.preferences.styleNotes].join('\n'),
      );

      const images = layouts.map((layout) => {
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
        return applyOperations({ art, layer, artChanged: false }, asked.operations);
      });
      return Promise.all(
        images.map(async ({ art, layer }) => ({
          baseArt: await art.encode('png'),
          titleLayer: layer,
        })),
      );
    },

    async edit(request: EditThumbnailRequest): Promise<EditedThumbnail> {
      const source = decodeImage(request.image.baseArt);
      const art = createCanvas(source.width, source.height);
      art.getContext('2d').drawImage(source, 0, 0);
      const { operations, notUnderstood } = parseEditInstructions(request.prompt);
      const edited = applyOperations(
        { art, layer: request.image.titleLayer, artChanged: false },
        operations,
      );
      return {
        // Untouched art is handed back as it came, so a title-only edit costs the pixels nothing.
        baseArt: edited.artChanged ? await edited.art.encode('png') : request.image.baseArt,
        titleLayer: titleLayerSchema.parse(edited.layer),
        applied: operations.map(describeOperation),
        notUnderstood,
      };
    },
  };
}
