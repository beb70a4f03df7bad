import type { Genre, Mood } from '@thumbforge/contract';
import {
  NAMED_COLOURS,
  type ArtOperation,
  type SceneOperation,
} from '../../core/thumbnails/edit-operations.js';
import type {
  BackgroundDirection,
  BackgroundKind,
  Callout,
  SplitKind,
  SubjectSide,
  ThumbnailDirections,
} from '../../core/thumbnails/thumbnail-directions.js';
import { GENRE_PALETTES } from '../imaging/genre-palettes.js';

export type SceneLayout = 'cutout-side' | 'big-face' | 'cutout-center' | 'split';

export interface ScenePalette {
  accent: string;
  second: string;
  deep: string;
}

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
  genre: Genre;
  mood: Mood;
  /** Changes to the pixels asked for in edits, replayed in order after drawing. */
  finish: ArtOperation[];
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
};

const LAYOUT_TURNS: SceneLayout[] = ['cutout-side', 'big-face', 'cutout-center', 'cutout-side'];

function darken(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((value >> shift) & 255) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Genres whose colours sit far from each other's, so variants look apart at a glance. */
const FAR_GENRES = [5, 3, 7];

/** Each variant's colours: the genre's own first, then those of genres far from it. */
function variantPalette(genre: Genre, variant: number): ScenePalette {
  const own = GENRE_PALETTES[genre];
  if (variant % 4 === 0) return { accent: own.accent, second: own.second, deep: own.deep };
  const genres = Object.keys(GENRE_PALETTES) as Genre[];
  const step = FAR_GENRES[(variant - 1) % FAR_GENRES.length]!;
  const far = GENRE_PALETTES[genres[(genres.indexOf(genre) + step) % genres.length]!];
  return { accent: far.accent, second: far.second, deep: darken(far.accent, 0.18) };
}

function colourOf(name: keyof typeof NAMED_COLOURS | null | 'none', fallback: string | null) {
  if (name === 'none') return null;
  return name ? NAMED_COLOURS[name] : fallback;
}

/** The scene of variant `variant` of a generation, as the prompt directs. */
export function sceneFor(
  directions: ThumbnailDirections,
  request: { genre: Genre; mood: Mood },
  variant: number,
  subject: { hasFace: boolean; smallInPhoto: boolean },
): Scene {
  const { hasFace } = subject;
  // A small subject in a big scene (a rocket on its pad) keeps its place: the photo, blurred.
  const kinds = [
    ...(subject.smallInPhoto ? ['blurred' as const] : []),
    ...(GENRE_BACKGROUND[request.genre] ? [GENRE_BACKGROUND[request.genre]!] : []),
    ...MOOD_BACKGROUNDS[request.mood].filter((kind) => !subject.smallInPhoto || kind !== 'blurred'),
  ];
  const palette = variantPalette(request.genre, variant);
  let layout: SceneLayout = LAYOUT_TURNS[variant % LAYOUT_TURNS.length]!;
  // Without a face, a "big face" is the subject itself filling the frame: still a close-up.
  // Asked for a versus or before/after, every variant is one, each in its own colours.
  if (directions.split) layout = 'split';
  const defaultSide: SubjectSide = variant % 2 === 0 ? 'right' : 'left';
  return {
    layout,
    side: directions.side ?? (variant === 3 ? 'left' : defaultSide),
    background: directions.background ?? {
      kind: kinds[variant % kinds.length] ?? 'gradient',
      colours: [],
    },
    palette,
    outline: colourOf(directions.outline, '#ffffff'),
    glow: colourOf(directions.glow, palette.accent),
    callouts: directions.callouts,
    faceZoom: directions.faceZoom && hasFace,
    zoom: 1,
    blurBackground: false,
    split: directions.split,
    genre: request.genre,
    mood: request.mood,
    finish: [],
  };
}

/** The scene after one scene change asked in an edit. */
export function editScene(scene: Scene, operation: SceneOperation): Scene {
  switch (operation.kind) {
    case 'background':
      return { ...scene, background: operation.background };
    case 'callout':
      return { ...scene, callouts: [...scene.callouts, operation.callout] };
    case 'remove-callouts':
      return {
        ...scene,
        callouts: scene.callouts.filter(
          (callout) => operation.callout !== null && callout.kind !== operation.callout,
        ),
      };
    case 'outline':
      return { ...scene, outline: NAMED_COLOURS[operation.colour] };
    case 'remove-outline':
      return { ...scene, outline: null };
    case 'glow':
      return { ...scene, glow: NAMED_COLOURS[operation.colour] };
    case 'remove-glow':
      return { ...scene, glow: null };
    case 'swap-sides':
      return { ...scene, side: scene.side === 'left' ? 'right' : 'left' };
    case 'subject-side':
      return { ...scene, side: operation.side };
    case 'face-zoom':
      return { ...scene, faceZoom: true };
    case 'split':
      return { ...scene, layout: 'split', split: operation.split };
  }
}
