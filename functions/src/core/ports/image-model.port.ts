import type { Genre, Mood, Preferences, Resolution, TitleLayer } from '@thumbforge/contract';

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

export interface EditThumbnailRequest {
  image: LayeredImage;
  prompt: string;
  /** The chat so far, oldest first, so the model can read the prompt in context. */
  history: EditTurn[];
  preferences: Preferences;
}

export interface EditedThumbnail extends LayeredImage {
  /** Each change made, in the words the assistant's reply uses ("made it brighter"). */
  applied: string[];
  /** The parts of the prompt the model could not act on, as the user wrote them. */
  notUnderstood: string[];
}

/**
 * Makes and edits thumbnails. The server composites base art and title layer into the final
 * image, so the title is always spelled right and survives edits (ARCHITECTURE.md section 3).
 * Failures of the model reject the promise; the caller refunds the token.
 */
export interface ImageModel {
  generate(request: GenerateThumbnailsRequest): Promise<LayeredImage[]>;
  edit(request: EditThumbnailRequest): Promise<EditedThumbnail>;
}
