import type { Box } from '@thumbforge/contract';

/** What one of a creator's past thumbnails shows. */
export interface ThumbnailLook {
  /** Mean luma, 0 to 1. */
  brightness: number;
  /** Mean HSV saturation, 0 to 1. */
  saturation: number;
  /** How its title is set, where the pixels tell: on a box, outlined, or unknown (null). */
  title: 'boxed' | 'outlined' | null;
  /** The faces in it, as fractions of the thumbnail, biggest first. */
  faces: Box[];
}

export interface BrandLooks {
  thumbnails: ThumbnailLook[];
  /** The dominant colours over every thumbnail's pixels, biggest share first. */
  colours: { colour: string; share: number }[];
}

/** The pixel work of a brand kit, all on the render pool's and the analysis worker's threads. */
export interface BrandImaging {
  /**
   * Reads past thumbnails (each checked like an upload first: `TooLarge`, `UnsupportedImage`):
   * their colours clustered together, and each one's light, title treatment and faces.
   */
  readLooks(thumbnails: Uint8Array[]): Promise<BrandLooks>;
  /** A logo (a checked PNG or WebP) as a PNG that keeps its transparency, at most 512 px a side. */
  prepareLogo(bytes: Uint8Array): Promise<Uint8Array>;
}
