import type { DownloadFormat, Resolution, TitleLayer } from '@thumbforge/contract';
import type { FeedMeasurements } from '../feed-check/feed-check-rules.js';

export interface EncodedImage {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

export interface ComposeRequest {
  baseArt: Uint8Array;
  titleLayer: TitleLayer;
  resolution: Resolution;
  /** The brand logo `titleLayer.logo` names, as a PNG, drawn in its corner over the title. */
  logo?: Uint8Array;
  /**
   * `youtube` (the default): a JPEG under YouTube's 2 MB. `download`: the Ultra HD file kept at
   * high quality, under `LIMITS.ultraHdMaxBytes`.
   */
  target?: 'youtube' | 'download';
}

/** A stored thumbnail and the layers it was composited from. */
export interface MeasureFeedRequest extends ComposeRequest {
  jpeg: Uint8Array;
}

/** What only the pixels tell the feed check. */
export type FeedPixels = Pick<FeedMeasurements, 'title' | 'luminance'>;

/** The server's own image work around the model: checking uploads and compositing results. */
export interface ImageProcessor {
  /**
   * Checks an upload before decoding a pixel (at most 10 MB, JPEG, PNG or WebP by magic bytes, at
   * most 40 megapixels by its header), then re-encodes it upright as a JPEG without metadata.
   * Rejects with `TooLarge` or `UnsupportedImage`.
   */
  prepareUpload(bytes: Uint8Array): Promise<EncodedImage>;
  /** Base art plus title layer at exactly the resolution, as a JPEG for its `target`. */
  composeThumbnail(request: ComposeRequest): Promise<EncodedImage>;
  /** Measures a composited thumbnail for the feed check (its title and its light, at feed size). */
  measureFeed(request: MeasureFeedRequest): Promise<FeedPixels>;
  /** A stored JPEG re-encoded as PNG (lossless) or WebP (high quality); JPEG is returned as is. */
  convert(jpeg: Uint8Array, format: DownloadFormat): Promise<Uint8Array>;
  /** How many of the 64 perceptual-hash bits two images disagree on (the variants' measure). */
  difference(a: Uint8Array, b: Uint8Array): Promise<number>;
}
