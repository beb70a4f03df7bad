import type { TitleBand, TitleLayer, TitlePosition } from '@thumbforge/contract';
import type { GenrePalette } from './genre-palettes.js';

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How one variant arranges the photo and the title on the thumbnail. */
export interface Layout {
  name: string;
  /** Where the cropped photo goes, as fractions of the thumbnail. */
  subject: Region;
  /** The photo's edge that fades into the background, if it does not fill the thumbnail. */
  feather: 'left' | 'right' | 'top' | null;
  /** A dark gradient behind the title, so it reads over a full-bleed photo. */
  shade: 'left' | 'right' | 'bottom' | 'top' | null;
  title: TitlePosition;
  titleStyle(palette: GenrePalette): Pick<TitleLayer['style'], 'fill' | 'outline' | 'shadow'> & {
    band: TitleBand | null;
  };
}

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return 0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
}

/** Variants of one generation take these in turn, so they differ in composition, not just colour. */
export const LAYOUTS: readonly Layout[] = [
  {
    name: 'subject-right',
    subject: { x: 0.36, y: 0, width: 0.64, height: 1 },
    feather: 'left',
    shade: 'left',
    title: {
      box: { x: 0.04, y: 0.08, width: 0.5, height: 0.84 },
      align: 'left',
      vertical: 'middle',
    },
    titleStyle: (palette) => ({
      fill: palette.titleFill,
      outline: palette.titleOutline,
      shadow: palette.accent,
      band: null,
    }),
  },
  {
    name: 'full-bleed',
    subject: { x: 0, y: 0, width: 1, height: 1 },
    feather: null,
    shade: 'bottom',
    title: {
      box: { x: 0.04, y: 0.5, width: 0.72, height: 0.44 },
      align: 'left',
      vertical: 'bottom',
    },
    titleStyle: (palette) => ({
      fill: luminance(palette.accent) > 150 ? '#111111' : '#ffffff',
      outline: luminance(palette.accent) > 150 ? '#ffffff' : '#000000',
      shadow: '#000000',
      band: { colour: palette.accent, shape: 'highlight' },
    }),
  },
  {
    name: 'subject-left',
    subject: { x: 0, y: 0, width: 0.64, height: 1 },
    feather: 'right',
    shade: 'right',
    title: {
      box: { x: 0.5, y: 0.06, width: 0.46, height: 0.72 },
      align: 'right',
      vertical: 'middle',
    },
    titleStyle: (palette) => ({
      fill: '#ffffff',
      outline: '#000000',
      shadow: palette.second,
      band: null,
    }),
  },
  {
    name: 'top-band',
    subject: { x: 0, y: 0.28, width: 1, height: 0.72 },
    feather: 'top',
    shade: null,
    title: {
      box: { x: 0.04, y: 0.03, width: 0.92, height: 0.3 },
      align: 'center',
      vertical: 'top',
    },
    titleStyle: (palette) => ({
      fill: luminance(palette.accent) > 150 ? '#000000' : '#ffffff',
      outline: luminance(palette.accent) > 150 ? '#ffffff' : '#000000',
      shadow: palette.deep,
      band: { colour: palette.accent, shape: 'strip' },
    }),
  },
];
