import { isDeepStrictEqual } from 'node:util';
import type { Box, LogoCorner, TitleLayer } from '@thumbforge/contract';
import { keepClearOfFaces } from '../title/index.js';

/** A logo's height as a share of the thumbnail's: big enough to read at feed size, never a title. */
const LOGO_HEIGHT = 0.16;
/** Wide logos (wordmarks) may be this many times as wide as they are tall. */
const LOGO_MAX_ASPECT = 1.8;
const MARGIN = 0.035;

/** Where a logo in `corner` may be drawn on a thumbnail of `size`, as fractions of it. */
export function logoBox(corner: LogoCorner, size: { width: number; height: number }): Box {
  const height = LOGO_HEIGHT;
  // The shape first, so every 16:9 size gives the very same box (the feed check compares them).
  const shape = size.height / size.width;
  const width = LOGO_HEIGHT * LOGO_MAX_ASPECT * shape;
  const marginX = MARGIN * shape;
  return {
    x: corner.endsWith('left') ? marginX : 1 - marginX - width,
    y: corner.startsWith('top') ? MARGIN : 1 - MARGIN - height,
    width,
    height,
  };
}

/** Every resolution is 16:9, so a logo's corner is the same fraction of each. */
const THUMBNAIL_SHAPE = { width: 16, height: 9 };

/** The area a title layer's logo takes, for its title to keep clear of: none without a logo. */
export function logoArea(layer: TitleLayer): Box[] {
  return layer.logo ? [logoBox(layer.logo.corner, THUMBNAIL_SHAPE)] : [];
}

/**
 * The faces a title layer keeps clear of, without its logo's area: the title keeps clear of the
 * logo as of a face, but the feed check must not judge the logo as one.
 */
export function facesBesideLogo(layer: TitleLayer, size: { width: number; height: number }): Box[] {
  const keepClear = layer.keepClear ?? [];
  if (!layer.logo) return keepClear;
  const [logoArea] = keepClearOfFaces([logoBox(layer.logo.corner, size)]);
  return keepClear.filter((area) => !isDeepStrictEqual(area, logoArea));
}
