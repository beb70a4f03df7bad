export { cutoutArrangement, zoomedArrangement } from './cutout-arrangement.js';
export type { CutoutArrangement, SceneLayout, ScenePalette } from './cutout-arrangement.js';
export { GENRE_PALETTES } from './genre-palettes.js';
export type { GenrePalette } from './genre-palettes.js';
export { LAYOUTS } from './layouts.js';
export type { Layout, LayoutFrame } from './layouts.js';
export { MAX_VARIANTS, variantLayouts } from './variant-layouts.js';
export { GENRE_SHOWS, layoutTurns } from './genre-shows.js';
export type { GenreShows } from './genre-shows.js';
