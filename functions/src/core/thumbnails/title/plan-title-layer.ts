import { LIMITS, titleLayerSchema, type TitleLayer } from '@thumbforge/contract';
import type { GenrePalette, Layout } from '../layout/index.js';

/**
 * The title layer of one variant: the video title in the layout's place, styled in the genre's
 * colours. Every image model plans its titles this way, so a title reads the same whoever drew
 * the art behind it.
 */
export function planTitleLayer(title: string, layout: Layout, palette: GenrePalette): TitleLayer {
  return titleLayerSchema.parse({
    text: title.trim().slice(0, LIMITS.videoTitleMaxChars),
    style: { font: palette.font, scale: 1, frame: null, ...layout.titleStyle(palette) },
    position: layout.title,
  });
}
