import type { Box } from '@thumbforge/contract';

/** Base art with the creator's real face laid back in, and where its faces now are. */
export interface RestoredArt {
  /** Lossless PNG at the art's own size. */
  baseArt: Uint8Array;
  /** The faces as drawn, as fractions of the art. */
  faces: Box[];
}

/**
 * Whether the person in a thumbnail is still the person in the photo (issue 22). The core
 * decides what is alike enough (`MIN_LIKENESS`) and what to do when it is not.
 */
export interface FaceLikeness {
  /**
   * For each face of the photo, biggest first, how alike the closest face of `art` is: 1 for the
   * same picture, 0 when the art shows no face. [] when the photo shows no face; null when the
   * faces could not be read (the face model is out).
   */
  measure(photo: Uint8Array, art: Uint8Array): Promise<number[] | null>;
  /**
   * The photo's own cut-out laid into `art`: over the face painted there, at its size, or when
   * none was painted standing beside `title` (fractions of the art). Null when the photo has no
   * cut-out to lay in.
   */
  restore(photo: Uint8Array, art: Uint8Array, title: Box): Promise<RestoredArt | null>;
}
