import type { Genre, TitleFont } from '@thumbforge/contract';

export type Decoration = 'slashes' | 'rings' | 'glow' | 'grid' | 'rays';

/** The colours and type of a genre: accents for shapes and bands, and the title's own colours. */
export interface GenrePalette {
  accent: string;
  second: string;
  /** The dark ground the photo's background is tinted towards. */
  deep: string;
  titleFill: string;
  titleOutline: string;
  font: TitleFont;
  decoration: Decoration;
}

export const GENRE_PALETTES: Record<Genre, GenrePalette> = {
  gaming: {
    accent: '#a020f0',
    second: '#00e5ff',
    deep: '#0a0614',
    titleFill: '#ffe600',
    titleOutline: '#000000',
    font: 'anton',
    decoration: 'slashes',
  },
  music: {
    accent: '#ff2e88',
    second: '#7b2cff',
    deep: '#12051c',
    titleFill: '#ffffff',
    titleOutline: '#1a0026',
    font: 'anton',
    decoration: 'rings',
  },
  vlogs: {
    accent: '#ffb400',
    second: '#ff5a36',
    deep: '#1a0f05',
    titleFill: '#ffffff',
    titleOutline: '#000000',
    font: 'anton',
    decoration: 'glow',
  },
  tech: {
    accent: '#00c2ff',
    second: '#2f5bff',
    deep: '#020b1a',
    titleFill: '#ffffff',
    titleOutline: '#001a33',
    font: 'anton',
    decoration: 'grid',
  },
  education: {
    accent: '#ffd400',
    second: '#2fb36d',
    deep: '#07140f',
    titleFill: '#ffd400',
    titleOutline: '#000000',
    font: 'anton',
    decoration: 'grid',
  },
  entertainment: {
    accent: '#ff1f3d',
    second: '#ffc400',
    deep: '#14030a',
    titleFill: '#ffffff',
    titleOutline: '#000000',
    font: 'anton',
    decoration: 'rays',
  },
  fitness: {
    accent: '#ff3b00',
    second: '#ffd000',
    deep: '#120400',
    titleFill: '#ffffff',
    titleOutline: '#000000',
    font: 'anton',
    decoration: 'slashes',
  },
  fashion: {
    accent: '#ff6fa8',
    second: '#f5e6c8',
    deep: '#140a10',
    titleFill: '#ffffff',
    titleOutline: '#2a0a1a',
    font: 'anton',
    decoration: 'glow',
  },
  cooking: {
    accent: '#ff8a00',
    second: '#ffd166',
    deep: '#1a0a00',
    titleFill: '#fff4d6',
    titleOutline: '#3a1500',
    font: 'anton',
    decoration: 'glow',
  },
  travel: {
    accent: '#00d1b2',
    second: '#ffcc33',
    deep: '#031417',
    titleFill: '#ffffff',
    titleOutline: '#00363a',
    font: 'anton',
    decoration: 'rays',
  },
};
