import type { Box } from '@thumbforge/contract';
import { createCanvas } from '@napi-rs/canvas';
import { resolutionSize } from '@thumbforge/contract';
import { FEED_SIZE, LUMINANCE_BANDS } from '../../core/feed-check/feed-check-rules.js';
import { hexToRgb, relativeLuminance, type Rgb } from '../../core/colour/colour-math.js';
import type { FeedPixels, MeasureFeedRequest } from '../../core/ports/image-processor.port.js';
import { decodeImage } from './decode-image.js';
import { measureTitleLayer } from './draw-title-layer.js';
import type { Pixels } from './image-stats.js';

function meanColour(pixels: Pixels, rects: Box[]): Rgb {
  const sum = { red: 0, green: 0, blue: 0 };
  let count = 0;
  for (const rect of rects) {
    const right = Math.min(pixels.width, Math.ceil(rect.x + rect.width));
    const bottom = Math.min(pixels.height, Math.ceil(rect.y + rect.height));
    for (let y = Math.max(0, Math.floor(rect.y)); y < bottom; y += 1) {
      for (let x = Math.max(0, Math.floor(rect.x)); x < right; x += 1) {
        const i = (y * pixels.width + x) * 4;
        sum.red += pixels.data[i] as number;
        sum.green += pixels.data[i + 1] as number;
        sum.blue += pixels.data[i + 2] as number;
        count += 1;
      }
    }
  }
  if (count === 0) return { red: 0, green: 0, blue: 0 };
  return { red: sum.red / count, green: sum.green / count, blue: sum.blue / count };
}

/** The thumbnail scaled to feed size, as a histogram of relative luminance (see the rules). */
function feedLuminance(jpeg: Uint8Array): number[] {
  const canvas = createCanvas(FEED_SIZE.width, FEED_SIZE.height);
  canvas.getContext('2d').drawImage(decodeImage(jpeg), 0, 0, FEED_SIZE.width, FEED_SIZE.height);
  const { data } = canvas.getContext('2d').getImageData(0, 0, FEED_SIZE.width, FEED_SIZE.height);
  const bands = new Array<number>(LUMINANCE_BANDS).fill(0);
  const pixels = data.length / 4;
  for (let i = 0; i < data.length; i += 4) {
    const luminance = relativeLuminance({
      red: data[i] as number,
      green: data[i + 1] as number,
      blue: data[i + 2] as number,
    });
    const band = Math.min(LUMINANCE_BANDS - 1, Math.floor(luminance * LUMINANCE_BANDS));
    bands[band] = (bands[band] as number) + 1 / pixels;
  }
  return bands;
}

/**
 * What the feed check needs from the pixels: the title as laid out over the base art (its size
 * and contrast at feed size) and the final thumbnail's light as the feed shows it.
 */
export function measureFeed(request: MeasureFeedRequest): FeedPixels {
  const { width, height } = resolutionSize(request.resolution);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const layout = measureTitleLayer(context, request.titleLayer, { width, height });
  // The art as the compositor lays it under the title: made at the output size.
  context.drawImage(decodeImage(request.baseArt), 0, 0, width, height);
  const art: Pixels = { width, height, data: context.getImageData(0, 0, width, height).data };
  const { style } = request.titleLayer;
  const feedScale = FEED_SIZE.height / height;
  const bounds = layout.bounds;
  return {
    title: {
      bounds: {
        x: Math.max(0, bounds.x / width),
        y: Math.max(0, bounds.y / height),
        width: Math.min(1, bounds.width / width),
        height: Math.min(1, bounds.height / height),
      },
      // The title font's cap height, or how tall another script's letters stand.
      capHeightAtFeed: layout.letterHeight * feedScale,
      // The outline is stroked on the glyph's edge: half of it shows outside the letter.
      outlineAtFeed: (layout.outlineWidth / 2) * feedScale,
      fill: hexToRgb(style.fill),
      outline: hexToRgb(style.outline),
      behind: style.band ? hexToRgb(style.band.colour) : meanColour(art, [bounds]),
    },
    luminance: feedLuminance(request.jpeg),
  };
}
