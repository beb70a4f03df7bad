import type { Box, Genre, Mood, Preferences, Resolution, TitleLayer } from '@thumbforge/contract';
import type { CutoutArrangement, GenrePalette, Layout } from '../thumbnails/layout/index.js';
import type {
  ArtOperation,
  BackgroundDirection,
  Callout,
  SceneOperation,
  ThumbnailDirections,
} from '../thumbnails/scene/index.js';
import type { TitlePlan } from '../thumbnails/title/index.js';

/** A thumbnail in layers: base art at the output resolution plus its title layer. */
export interface LayeredImage {
  /** Lossless PNG at exactly the output resolution, so repeated edits do not degrade it. */
  baseArt: Uint8Array;
  titleLayer: TitleLayer;
  /** What the prompt named that this model cannot draw, as the creator wrote it ("a dragon"). */
  notDrawn?: string[];
  /**
   * What the reply says of the prompt (or ''): the remembered style words used, what was done,
   * what was not and why, and what the plan combined or left out.
   */
  planned?: string;
}

/** What a painter that cuts the subject out of the photo found in it. */
export interface SubjectFound {
  hasFace: boolean;
}

/** How one variant is arranged: a cut-out subject, or the photo framed in a layout. */
export type Arrangement =
  | { kind: 'cutout'; cutout: CutoutArrangement }
  | { kind: 'framed'; layout: Layout; palette: GenrePalette };

/** One variant as the core planned it: its arrangement and its title layer. */
export interface VariantPlan {
  arrangement: Arrangement;
  /** The title as planned before the art exists, so the art keeps its area calm. */
  title: TitleLayer;
  /**
   * How the core puts the title once the faces in the art are known: a painter that places
   * things around the title (callouts) asks `titleAmong`, and never moves it.
   */
  titlePlan: TitlePlan;
  /**
   * Other layouts a cut-out variant may take instead of its own: a painter that can draw each
   * small and measure it paints the one with the fewest defects, and says which in `chosen`.
   */
  alternatives?: LayoutAlternative[];
}

/** A layout a variant may take instead of its own, with its title placed for it. */
export interface LayoutAlternative {
  cutout: CutoutArrangement;
  titlePlan: TitlePlan;
}

export interface PaintBaseArtRequest {
  /** The creator's photo, already checked and re-encoded upright without metadata. */
  photo: Uint8Array;
  /**
   * The other photos the creator added (a product, a car, a second person), checked likewise, in
   * order: a versus or before/after puts the first on the other side; a model that paints sends
   * them all as reference images.
   */
  things: Uint8Array[];
  /** The creator's description, for a model that reads it; the rest is parsed below. */
  prompt: string;
  genre: Genre;
  mood: Mood;
  resolution: Resolution;
  /** The creator's remembered style words (saved, or chosen in 3 chats running), in order. */
  styleNotes: string[];
  /** What the prompt asks the picture to show (background, callouts, outline, glow). */
  directions: ThumbnailDirections;
  /** Changes to the pixels asked in the prompt, in order (a cut-out's zoom is in its arrangement). */
  operations: ArtOperation[];
  /** Things the prompt names that no drawing rule covers ("a dragon"), as written. */
  undrawable: string[];
  /**
   * The prompt's clauses no rule understood and that name nothing to draw ("me pointing at the
   * rocket"), as written: a model that paints from the prompt may act on them.
   */
  unread: string[];
  /**
   * What the prompt asks that drawing these directions cannot do, each a sentence with its
   * reason ("I can't change an expression ..."): a model that paints from the prompt may do it.
   */
  declined: string[];
  variants: VariantPlan[];
  /** The creator's brand colours (#rrggbb), when a brand kit applies: the art is painted in them. */
  brandColours?: string[];
}

export interface PaintedBaseArt {
  /** One per variant made, `variant` its index in the request; failed variants are left out. */
  images: {
    variant: number;
    baseArt: Uint8Array;
    faces?: Box[];
    /** The callouts directed that found no room in this variant, so are not in it. */
    noRoom?: Callout[];
    /** Which of the plan's `alternatives` was painted; absent when its own arrangement was. */
    chosen?: number;
    /** The background this variant drew, as the painter reports it; absent when it does not say. */
    background?: BackgroundDirection;
    /**
     * The colours the title sits on and beside (#rrggbb): the art under its box and the subject
     * next to it, so its letters are coloured to stand off both. Absent when not measured.
     */
    titleGround?: string[];
    /** The callouts directed at a person by a place where nobody stands ("the middle" of two). */
    nobodyThere?: Callout[];
  }[];
  /** Of the request's undrawable things, those not drawn. */
  notDrawn: string[];
  /** Of the request's unread clauses, those the picture does not act on. Absent means none. */
  notActedOn?: string[];
  /** Of the request's declined asks, those the picture does not do. Absent means none. */
  declined?: string[];
  /**
   * True when the request's other photos are not in the picture (a painter that shows them only
   * on the other half of a versus or before/after, asked for neither). Absent means shown.
   */
  thingsLeftOut?: boolean;
  /**
   * False when the scene the directions ask for (background, callouts, sides) was not drawn: a
   * photo framed as it is. Absent means drawn.
   */
  sceneDrawn?: boolean;
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
  /** The title layer as it stands, so the art keeps its area clear. */
  title: TitleLayer;
  /** How the core puts the title if the faces move (see `VariantPlan.titlePlan`). */
  titlePlan: TitlePlan;
  operations: PixelOperation[];
  wishes: PaintWish[];
  /** The chat so far, oldest first, so the model can read the change in context. */
  history: EditTurn[];
  preferences: Preferences;
  /** The creator's brand colours (#rrggbb), when a brand kit applies. */
  brandColours?: string[];
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
  faces?: Box[];
  /** The callouts of the picture that found no room in it as drawn again, so are not in it. */
  noRoom?: Callout[];
  /** The callouts aimed at a person by a place where nobody stands ("the middle" of two). */
  nobodyThere?: Callout[];
}

/**
 * Paints and edits base art: pixels only. The core parses prompts, plans each variant's
 * arrangement and title layer, and composites base art and title layer into the final image,
 * so the title is always spelled right and survives edits (docs/architecture.md section 3).
 * Failures of the model reject the promise; the caller refunds the token.
 */
export interface ImageModel {
  /** Null when this model does not cut the subject out (it frames or repaints the photo). */
  findSubject(photo: Uint8Array): Promise<SubjectFound | null>;
  /** Rejects only when no variant could be painted. */
  paintBaseArt(request: PaintBaseArtRequest): Promise<PaintedBaseArt>;
  /** Changes the pixels only; the core has applied the prompt's title changes already. */
  editBaseArt(request: EditBaseArtRequest): Promise<EditedBaseArt>;
}
