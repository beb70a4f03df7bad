import type {
  ComposeRequest,
  FeedPixels,
  MeasureFeedRequest,
} from '../../core/ports/image-processor.port.js';
import { LIMITS, type DownloadFormat } from '@thumbforge/contract';
import { composeThumbnail } from '../imaging/compose-thumbnail.js';
import { clusterColours, readThumbnailPixels } from '../imaging/brand-look.js';
import { convertImage } from '../imaging/convert-image.js';
import { prepareLogo } from '../imaging/prepare-logo.js';
import { fitArt } from '../imaging/fit-art.js';
import { measureFeed } from '../imaging/measure-feed.js';
import { normalizeUpload } from '../imaging/normalize-upload.js';
import { hashDistance, perceptualHash } from '../imaging/perceptual-hash.js';
import { editArt, paintVariant } from '../local-renderer/render-jobs.js';
import { restoreFace } from '../local-renderer/restore-face.js';

/**
 * Every piece of pixel work the server does, by name: what the render pool's worker threads
 * run (pixel-worker.ts). Each takes and answers plain data.
 */
export const PIXEL_JOBS = {
  /** An upload decoded, turned upright and re-encoded without metadata. */
  'normalize-upload': async ({ bytes }: { bytes: Uint8Array }) => {
    const { jpeg, width, height } = await normalizeUpload(bytes);
    return { jpeg: new Uint8Array(jpeg), width, height };
  },
  /** Base art and title layer as the final JPEG: under YouTube's limit, or a download's. */
  compose: async (request: ComposeRequest) => {
    const { jpeg, width, height } = await composeThumbnail({
      ...request,
      maxBytes: request.target === 'download' ? LIMITS.ultraHdMaxBytes : LIMITS.outputMaxBytes,
    });
    return { jpeg: new Uint8Array(jpeg), width, height };
  },
  /** A stored JPEG as PNG or WebP, for a download. */
  convert: async ({ jpeg, format }: { jpeg: Uint8Array; format: DownloadFormat }) =>
    new Uint8Array(await convertImage(jpeg, format)),
  'measure-feed': async (request: MeasureFeedRequest): Promise<FeedPixels> => measureFeed(request),
  /** Perceptual-hash bits two images disagree on. */
  difference: async ({ a, b }: { a: Uint8Array; b: Uint8Array }) =>
    hashDistance(perceptualHash(a), perceptualHash(b)),
  /** A model's answer of any size as base art of exactly `size`, framed by saliency. */
  'fit-art': async ({
    bytes,
    size,
  }: {
    bytes: Uint8Array;
    size: { width: number; height: number };
  }) => new Uint8Array(await fitArt(bytes, size)),
  /** A past thumbnail read small for a brand kit: its pixels, light and title treatment. */
  'brand-look': ({ bytes }: { bytes: Uint8Array }) => readThumbnailPixels(bytes),
  /** The dominant colours of every past thumbnail's small pixels together. */
  'brand-colours': async ({ rgb, k }: { rgb: Uint8Array; k: number }) => clusterColours(rgb, k),
  /** A brand logo as a PNG that keeps its transparency. */
  'normalize-logo': async ({ bytes }: { bytes: Uint8Array }) => prepareLogo(bytes),
  'paint-variant': paintVariant,
  'edit-art': editArt,
  /** A model's scene with the creator's real cut-out laid in where its face drifted. */
  'restore-face': restoreFace,
};

export type PixelJobs = typeof PIXEL_JOBS;
