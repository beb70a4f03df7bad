import type { TitleLayer } from '@thumbforge/contract';
import { placeTitle } from '../../src/core/thumbnails/title/index.js';

/** A white title outlined in black at the top, with no band or frame: the plainest layer. */
export function plainTitleLayer(text: string, lang?: string): TitleLayer {
  return {
    text,
    ...(lang ? { lang } : {}),
    style: {
      font: 'anton',
      fill: '#ffffff',
      outline: '#000000',
      shadow: '#000000',
      scale: 1,
      band: null,
      frame: null,
    },
    position: placeTitle({ vertical: 'top' }),
  };
}
