import type {
  ImageModel,
  PaintBaseArtRequest,
  PaintedBaseArt,
  SubjectFound,
} from '../../src/core/ports/image-model.port.js';

type PaintedImage = PaintedBaseArt['images'][number];

/**
 * An image model for the core's painting tests: it finds `subject` (a face by default), answers
 * every variant asked with empty art plus what `image` adds to it and the answer with what
 * `answer` adds, draws nothing, and records each request in `asked`.
 */
export function recordingModel({
  subject = { hasFace: true },
  image = () => ({}),
  answer = () => ({}),
}: {
  subject?: SubjectFound | null;
  image?: (variant: number) => Partial<PaintedImage>;
  answer?: (request: PaintBaseArtRequest) => Partial<PaintedBaseArt>;
} = {}) {
  const asked: PaintBaseArtRequest[] = [];
  const model: Pick<ImageModel, 'findSubject' | 'paintBaseArt'> = {
    findSubject: async () => subject,
    paintBaseArt: async (request) => {
      asked.push(request);
      return {
        images: request.variants.map((_plan, variant) => ({
          variant,
          baseArt: new Uint8Array(),
          ...image(variant),
        })),
        notDrawn: [],
        ...answer(request),
      };
    },
  };
  return { model, asked };
}
