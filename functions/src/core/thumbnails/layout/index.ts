export { cutoutArrangement, zoomedArrangement } from './cutout-arrangement.js';
export type { CutoutArrangement, SceneLayout, ScenePalette } from './cutout-arrangement.js';
export { GENRE_PALETTES } from './genre-palettes.js';
export type { GenrePalette } from './genre-palettes.js';
export { LAYOUTS } from './layouts.js';
export type { Layout, LayoutFrame } from './layouts.js';
export { MAX_VARIANTS, variantLayouts } from './variant-layouts.js';
export { alternativeArrangements, CANDIDATES_PER_VARIANT } from './candidate-layouts.js';
