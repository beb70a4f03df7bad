import type { Genre } from '@thumbforge/contract';
import type { SceneLayout } from './scene-layout.js';

/**
 * What a genre's thumbnails are about, so no variant zooms past it to a face: fashion shows
 * the outfit and fitness the body (whole people), cooking the food and tech the product (the
 * thing held, not the face holding it). The other genres sell a face and a reaction.
 */
type GenreShows = 'face' | 'body' | 'thing';

export const GENRE_SHOWS: Record<Genre, GenreShows> = {
  gaming: 'face',
  music: 'face',
  vlogs: 'face',
  tech: 'thing',
  education: 'face',
  entertainment: 'face',
  fitness: 'body',
  fashion: 'body',
  cooking: 'thing',
  travel: 'face',
};

const FACE_TURNS: SceneLayout[] = ['cutout-side', 'big-face', 'cutout-center', 'cutout-side'];
/*
 * A whole figure centred under a title band is drawn too short to read (about 60% of the frame):
 * a body or a product takes one side, then the other, before it is ever centred.
 */
const WHOLE_TURNS: SceneLayout[] = ['cutout-side', 'cutout-side', 'cutout-center', 'cutout-side'];

/**
 * The layouts a generation's variants take in turn. A close-up ('big-face') fills the frame with
 * the face, or with the subject itself when it has none: right for a reaction or a dish alone,
 * wrong for an outfit, a body or a product in someone's hands.
 */
export function layoutTurns(genre: Genre, hasFace: boolean): SceneLayout[] {
  return showsWhole(genre, hasFace) ? WHOLE_TURNS : FACE_TURNS;
}

/** Whether the genre's thumbnails show a person whole: a body, an outfit, a thing in their hands. */
export function showsWhole(genre: Genre, hasFace: boolean): boolean {
  const shows = GENRE_SHOWS[genre];
  return shows === 'body' || (shows === 'thing' && hasFace);
}

/**
 * The layouts a generation may draw, its variants' own or the ones their candidates try: the
 * genre's turns, without the close-up when the creator asked to see more ("zoom out", "the whole
 * outfit").
 */
export function allowedLayouts(genre: Genre, hasFace: boolean, zoomedOut: boolean): SceneLayout[] {
  const layouts = [...new Set(layoutTurns(genre, hasFace))];
  return zoomedOut ? layouts.filter((layout) => layout !== 'big-face') : layouts;
}
