import type { Genre, Mood } from '@thumbforge/contract';
import {
  NAMED_COLOURS,
  applySceneChange,
  type ArtOperation,
  type SceneOperation,
  type ColourKeeping,
  type BackgroundDirection,
  type BackgroundKind,
  type Callout,
  type PeopleKept,
  type SplitKind,
  type SubjectSide,
  type ThumbnailDirections,
} from '../../core/thumbnails/scene/index.js';
import {
  paletteAwayFrom,
  strongColour,
  type CutoutArrangement,
  type SceneLayout,
  type ScenePalette,
  type Warmth,
} from '../../core/thumbnails/layout/index.js';
import type { VividHue } from '../../core/colour/vivid-hue.js';

export type { SceneLayout, ScenePalette };

/**
 * Everything a cut-out thumbnail is drawn from besides the photo and its analysis: plain data,
 * kept with the base art, so an edit changes one field and draws the picture again.
 */
export interface Scene {
  layout: SceneLayout;
  side: SubjectSide;
  background: BackgroundDirection;
  palette: ScenePalette;
  /** Hex colours, or null for none. */
  outline: string | null;
  glow: string | null;
  callouts: Callout[];
  faceZoom: boolean;
  /** The subject's size against the layout's own: below 1 after "zoom out". */
  zoom: number;
  /** The drawn background softened, as "blur the background" asks. */
  blurBackground: boolean;
  split: SplitKind | null;
  people: PeopleKept;
  genre: Genre;
  mood: Mood;
  /** Changes to the pixels asked for in edits, one per kind, replayed in order after drawing. */
  finish: ArtOperation[];
  /** The subject's own strong colour (hex), which the title's letters keep clear of too. */
  subjectColour?: string;
}

/** Backgrounds each mood suits, one per variant in turn (the genre's own comes first). */
const MOOD_BACKGROUNDS: Record<Mood, BackgroundKind[]> = {
  exciting: ['rays', 'split', 'halftone', 'gradient'],
  happy: ['rays', 'gradient', 'halftone', 'split'],
  dramatic: ['fire', 'blurred', 'dark', 'split'],
  professional: ['gradient', 'blurred', 'split', 'white'],
  fun: ['halftone', 'rays', 'split', 'gradient'],
  serious: ['blurred', 'dark', 'gradient', 'split'],
};
const GENRE_BACKGROUND: Partial<Record<Genre, BackgroundKind>> = {
  gaming: 'neon',
  music: 'neon',
  tech: 'gradient',
  travel: 'blurred',
  education: 'halftone',
  fitness: 'gym',
  cooking: 'kitchen',
};

function colourOf(name: keyof typeof NAMED_COLOURS | null | 'none', fallback: string | null) {
  if (name === 'none') return null;
  return name ? NAMED_COLOURS[name] : fallback;
}

/** The scene of one variant of a generation: its arrangement, drawn as the prompt directs. */
export function sceneFor(
  directions: ThumbnailDirections,
  request: { genre: Genre; mood: Mood; warmth?: Warmth | null },
  variant: number,
  arrangement: CutoutArrangement,
  smallInPhoto: boolean,
  subject: VividHue | null = null,
): Scene {
  // A small subject in a big scene (a rocket on its pad) keeps its place: the photo, blurred.
  const kinds = [
    ...(smallInPhoto ? ['blurred' as const] : []),
    ...(GENRE_BACKGROUND[request.genre] ? [GENRE_BACKGROUND[request.genre]!] : []),
    ...MOOD_BACKGROUNDS[request.mood].filter((kind) => !smallInPhoto || kind !== 'blurred'),
  ];
  const colour = strongColour(subject);
  const glow =
    directions.glow && directions.glow !== 'none' ? NAMED_COLOURS[directions.glow] : null;
  // Colours the creator names are theirs; the palette's own keep clear of the subject's and of
  // the glow asked round it, and read as warm or cool as asked.
  const palette = directions.background?.colours.length
    ? arrangement.palette
    : paletteAwayFrom(
        arrangement.palette,
        [colour, glow].filter((hex): hex is string => hex !== null),
        request.warmth ?? null,
      );
  return {
    layout: arrangement.layout,
    side: arrangement.side,
    background: directions.background ?? {
      kind: kinds[variant % kinds.length] ?? 'gradient',
      colours: [],
    },
    palette,
    outline: colourOf(directions.outline, '#ffffff'),
    glow: colourOf(directions.glow, palette.accent),
    callouts: directions.callouts,
    faceZoom: arrangement.faceZoom,
    zoom: arrangement.zoom,
    blurBackground: false,
    split: directions.split,
    people: directions.people,
    genre: request.genre,
    mood: request.mood,
    finish: [],
    ...(colour ? { subjectColour: colour } : {}),
  };
}

/** A drawn scene keeps the shade each named colour renders as. */
const AS_HEX: ColourKeeping<string | null> = { named: (name) => NAMED_COLOURS[name], none: null };

/** The scene after one scene change asked in an edit; a split becomes the scene's layout. */
export function editScene(scene: Scene, operation: SceneOperation): Scene {
  const changed = applySceneChange(scene, operation, AS_HEX);
  return operation.kind === 'split' ? { ...changed, layout: 'split' } : changed;
}
