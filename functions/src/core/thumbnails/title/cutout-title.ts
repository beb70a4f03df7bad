import { LIMITS, titleLayerSchema, type TitleLayer } from '@thumbforge/contract';
import type { CutoutArrangement, GenrePalette } from '../layout/index.js';
import { hexLuma } from '../../colour/colour-math.js';

/** Where a cut-out variant's title goes: beside its subject, or on a band above it. */
export function cutoutTitlePosition(scene: CutoutArrangement): TitleLayer['position'] {
  if (scene.layout === 'cutout-center' || scene.layout === 'split') {
    return {
      box: { x: 0.04, y: 0.04, width: 0.92, height: 0.3 },
      align: 'center',
      vertical: 'top',
    };
  }
  // A close-up's face takes more of the frame: its title gets a narrower column.
  const column = scene.layout === 'big-face' ? 0.42 : 0.5;
  return scene.side === 'right'
    ? { box: { x: 0.04, y: 0.08, width: column, height: 0.84 }, align: 'left', vertical: 'middle' }
    : {
        box: { x: 1 - 0.04 - column, y: 0.06, width: column, height: 0.72 },
        align: 'right',
        vertical: 'middle',
      };
}

function style(
  scene: CutoutArrangement,
  genre: GenrePalette,
  variant: number,
): Partial<TitleLayer['style']> {
  const { accent, second } = scene.palette;
  const lightAccent = hexLuma(accent) > 150;
  const banded = scene.layout === 'cutout-center' || scene.layout === 'split';
  if (banded) {
    return {
      fill: lightAccent ? '#000000' : '#ffffff',
      outline: lightAccent ? '#ffffff' : '#000000',
      shadow: scene.palette.deep,
      band: { colour: accent, shape: 'strip' },
    };
  }
  switch (variant % 3) {
    case 1:
      return {
        fill: lightAccent ? '#111111' : '#ffffff',
        outline: lightAccent ? '#ffffff' : '#000000',
        shadow: '#000000',
        band: { colour: accent, shape: 'highlight' },
      };
    case 2:
      return { fill: '#ffffff', outline: '#000000', shadow: second, band: null };
    default:
      return { fill: genre.titleFill, outline: genre.titleOutline, shadow: accent, band: null };
  }
}

/**
 * The title of a cut-out variant: on the side the subject leaves free (or on a band above a
 * centred one), in the variant's colours. Where faces end up is known once the art is drawn:
 * `titleClearOf` then moves it clear of them.
 */
export function cutoutTitleLayer(
  title: string,
  arrangement: CutoutArrangement,
  genre: GenrePalette,
  variant: number,
): TitleLayer {
  return titleLayerSchema.parse({
    text: title.trim().slice(0, LIMITS.videoTitleMaxChars),
    style: {
      font: genre.font,
      scale: 1,
      frame: null,
      band: null,
      ...style(arrangement, genre, variant),
    },
    position: cutoutTitlePosition(arrangement),
  });
}
