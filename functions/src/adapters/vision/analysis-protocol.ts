/** What the analysis worker is sent and answers; plain data, so it crosses threads cheaply. */
import type { Box } from '@thumbforge/contract';

export interface Point {
  x: number;
  y: number;
}

/** A face found in the photo: where it is, where its eyes are, and how it looks. */
export interface DetectedFace {
  /** As fractions of the photo. */
  box: Box;
  /** Centres of the irises, as fractions of the photo (left of the picture first). */
  eyes: [Point, Point];
  /** Every landmark of the face mesh (478 of them), as fractions of the photo. */
  landmarks: Point[];
  /** The strongest expression ("happy", "surprise", "neutral", ...), and how sure. */
  expression: { name: string; score: number } | null;
  /**
   * Who the face is: Human's face description (faceres) embedding, 1024 numbers; empty when the
   * model gave none. Two faces of one person point the same way (see face-similarity.ts).
   */
  embedding: number[];
  score: number;
}

/** How much of each pixel is subject (255) rather than background (0), `size` x `size`. */
export interface SubjectMask {
  size: number;
  alpha: Uint8Array;
}

export interface AnalysisRequest {
  id: number;
  /** The photo as stored (JPEG or PNG): the worker decodes it, never the request thread. */
  photo: Uint8Array;
  /** Only the faces (a thumbnail whose likeness is measured): the cut-out model is not run. */
  facesOnly: boolean;
  /** When the caller stops waiting (epoch ms): a request taken up later is not analysed. */
  expiresAt: number;
}

export interface AnalysisAnswer {
  id: number;
  /** Null when the cut-out model could not load or run; the reason is in `failures`. */
  mask: SubjectMask | null;
  /** Null when the face model could not load or run. */
  faces: DetectedFace[] | null;
  failures: string[];
}

/** The cut-out model's input and output side. */
export const MASK_SIZE = 320;
/** The side of the mask answered: the model's, doubled along the photo's edges (upsample-mask.ts). */
export const REFINED_MASK_SIZE = 640;
export const FACE_INPUT_MAX = 640;
