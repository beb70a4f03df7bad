import type { TitleLayer } from '@thumbforge/contract';
import { NAMED_COLOURS, type TitleOperation } from '../scene/index.js';
import { clearTitleLayer, placeTitle, resizeTitleBox } from './title-placement.js';
import { hexLuma } from '../../colour/colour-math.js';

const SCALE_STEP = 1.25;
const BOX_STEP = 1.15;

function isDark(hex: string): boolean {
  return hexLuma(hex) < 110;
}

/**
 * The title layer after one title operation; the base art is never touched by these. Wherever
 * the title goes, it stays clear of the layer's faces.
 */
export function editTitleLayer(layer: TitleLayer, operation: TitleOperation): TitleLayer {
  return clearTitleLayer(changedTitleLayer(layer, operation), { asked: true });
}

function changedTitleLayer(layer: TitleLayer, operation: TitleOperation): TitleLayer {
  switch (operation.kind) {
    case 'text-content':
      return { ...layer, text: operation.text };
    case 'text-size': {
      const up = operation.direction === 'up';
      const steps = operation.steps ?? 1;
      const scale = Math.min(
        2,
        Math.max(0.5, layer.style.scale * (up ? SCALE_STEP : 1 / SCALE_STEP) ** steps),
      );
      // A bigger title also gets a bigger box, or a title already filling its box could not grow.
      const position = up ? resizeTitleBox(layer.position, BOX_STEP ** steps) : layer.position;
      return { ...layer, style: { ...layer.style, scale }, position };
    }
    case 'move-text':
      return { ...layer, position: placeTitle(operation) };
    case 'text-colour': {
      const fill = NAMED_COLOURS[operation.colour];
      // The outline must contrast with the new fill, or the title stops reading as text.
      const outline = isDark(fill) ? '#ffffff' : '#000000';
      return { ...layer, style: { ...layer.style, fill, outline } };
    }
    case 'border':
      return { ...layer, style: { ...layer.style, frame: NAMED_COLOURS[operation.colour] } };
    case 'remove-border':
      return { ...layer, style: { ...layer.style, frame: null } };
  }
}
