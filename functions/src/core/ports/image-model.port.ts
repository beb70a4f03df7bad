import type {
  Genre,
  Mood,
  Preferences,
  Resolution,
  TitleBox,
  TitleLayer,
} from '@thumbforge/contract';
import type { ArtOperation, SceneOperation } from '../thumbnails/edit-operations.js';

/** A thumbnail as the model makes it: base art at the output resolution plus its title layer. */
export interface LayeredImage {
  /** Lossless PNG at exactly the output resolution, so repeated edits do not degrade it. */
  baseArt: Uint8Array;
  titleLayer: TitleLayer;
  /** What the prompt named that this model cannot draw, as the creator wrote it ("a dragon"). */
  notDrawn?: string[];
}

export interface GenerateThumbnailsRequest {
  /** The creator's photo, already checked and re-encoded upright without metadata. */
  photo: Uint8Array;
  prompt: string;
  genre: Genre;
  mood: Mood;
  title: string;
  resolution: Resolution;
  preferences: Preferences;
  /** How many different thumbnails to make, 1 to 4. */
  variants: number;
}

export interface EditTurn {
  role: 'user' | 'assistant';
  text: string;
}

/** A change to the pixels, parsed by the core from an edit prompt; title changes never come here. */
export type PixelOperation = ArtOperation | SceneOperation;

/**
 * A clause asking for something no drawing rule covers ("add steam rising from the cup"): a model
 * that paints anything paints it; one that only draws says which things it could not add.
 */
export interface PaintWish {
  /** The clause as the creator wrote it. */
  said: string;
  /** The things in it that no drawing rule covers ("steam rising from the cup"). */
  things: string[];
}

export interface EditBaseArtRequest {
  /** The PNG base art to change, at the output resolution. */
  baseArt: Uint8Array;
  /** The title layer as the core will composite it, so the art keeps its area clear. */
  title: TitleLayer;
  operations: PixelOperation[];
  wishes: PaintWish[];
  /** The chat so far, oldest first, so the model can read the change in context. */
  history: EditTurn[];
  preferences: Preferences;
}

export interface EditedBaseArt {
  /** The new base art at the same size, or the request's own bytes when nothing was painted. */
  baseArt: Uint8Array;
  /** What was done: `describeOperation` of each operation made, and the wishes painted. */
  applied: string[];
  /** What was asked but not done: wishes as said, operations as `describeOperation` words. */
  notUnderstood: string[];
  /** The wishes' things that were not drawn, as the creator wrote them. */
  notDrawn: string[];
  /** Where faces are in the art, once it was painted again: the title keeps clear of them. */
  faces?: TitleBox[];
}

/**
 * Makes and edits thumbnails. The server composites base art and title layer into the final
 * image, so the title is always spelled right and survives edits (ARCHITECTURE.md section 3).
 * Failures of the model reject the promise; the caller refunds the token.
 */
export interface ImageModel {
  generate(request: GenerateThumbnailsRequest): Promise<LayeredImage[]>;
  /** Changes the pixels only; the core has applied the prompt's title changes already. */
  editBaseArt(request: EditBaseArtRequest): Promise<EditedBaseArt>;
}
