import type { Box, TitleBand, TitleLayer, TitlePosition } from '@thumbforge/contract';
import type { GenrePalette } from './genre-palettes.js';
import { hexLuma } from '../../colour/colour-math.js';

/** How one variant arranges the photo and the title on the thumbnail. */
export interface Layout {
  name: string;
  /** Where the cropped photo goes, as fractions of the thumbnail. */
  subject: Box;
  /** The photo's edge that fades into the background, if it does not fill the thumbnail. */
  feather: 'left' | 'right' | 'top' | null;
  /** A dark gradient behind the title, so it reads over a full-bleed photo. */
  shade: 'left' | 'right' | 'bottom' | 'top' | null;
  title: TitlePosition;
  titleStyle(palette: GenrePalette): Pick<TitleLayer['style'], 'fill' | 'outline' | 'shadow'> & {
    band: TitleBand | null;
  };
}

/** What a painter needs of a layout: where the photo and its shade go, not how the title looks. */
export type LayoutFrame = Omit<Layout, 'titleStyle'>;

function region(x: number, y: number, width: number, height: number): Box {
  return { x, y, width, height };
}

/** A title on the accent-coloured band: dark on a light accent, white on a dark one. */
function onAccent(palette: GenrePalette, dark: string): { fill: string; outline: string } {
  const light = hexLuma(palette.accent) > 150;
  return { fill: light ? dark : '#ffffff', outline: light ? '#ffffff' : '#000000' };
}

/** Variants of one generation take these in turn, so they differ in composition, not just colour. */
export const LAYOUTS: readonly Layout[] = [
  {
    name: 'subject-right',
    subject: region(0.36, 0, 0.64, 1),
    feather: 'left',
    shade: 'left',
    title: { box: region(0.04, 0.08, 0.5, 0.84), align: 'left', vertical: 'middle' },
    titleStyle: (palette) => ({
      fill: palette.titleFill,
      outline: palette.titleOutline,
      shadow: palette.accent,
      band: null,
    }),
  },
  {
    name: 'full-bleed',
    subject: region(0, 0, 1, 1),
    feather: null,
    shade: 'bottom',
    title: { box: region(0.04, 0.5, 0.72, 0.44), align: 'left', vertical: 'bottom' },
    titleStyle: (palette) => ({
      ...onAccent(palette, '#111111'),
      shadow: '#000000',
      band: { colour: palette.accent, shape: 'highlight' },
    }),
  },
  {
    name: 'subject-left',
    subject: region(0, 0, 0.64, 1),
    feather: 'right',
    shade: 'right',
    title: { box: region(0.5, 0.06, 0.46, 0.72), align: 'right', vertical: 'middle' },
    titleStyle: (palette) => ({
      fill: '#ffffff',
      outline: '#000000',
      shadow: palette.second,
      band: null,
    }),
  },
  {
    name: 'top-band',
    subject: region(0, 0.28, 1, 0.72),
    feather: 'top',
    shade: null,
    title: { box: region(0.04, 0.03, 0.92, 0.3), align: 'center', vertical: 'top' },
    titleStyle: (palette) => ({
      ...onAccent(palette, '#000000'),
      shadow: palette.deep,
      band: { colour: palette.accent, shape: 'strip' },
    }),
  },
];
