import type { Resolution, TitleLayer } from '@thumbforge/contract';

export interface EncodedImage {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

export interface ComposeRequest {
  baseArt: Uint8Array;
  titleLayer: TitleLayer;
  resolution: Resolution;
}

/** The server's own image work around the model: checking uploads and compositing results. */
export interface ImageProcessor {
  /**
   * Checks an upload before decoding a pixel (at most 10 MB, JPEG, PNG or WebP by magic bytes, at
   * most 40 megapixels by its header), then re-encodes it upright as a JPEG without metadata.
   * Rejects with `TooLarge` or `UnsupportedImage`.
   */
  prepareUpload(bytes: Uint8Array): Promise<EncodedImage>;
  /** Base art plus title layer at exactly the resolution, as a JPEG under YouTube's 2 MB. */
  composeThumbnail(request: ComposeRequest): Promise<EncodedImage>;
}
