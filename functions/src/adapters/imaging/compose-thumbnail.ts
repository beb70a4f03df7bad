import type { Box } from '@thumbforge/contract';
import { createCanvas } from '@napi-rs/canvas';
import { LIMITS, resolutionSize, type Resolution, type TitleLayer } from '@thumbforge/contract';
import { decodeImage } from './decode-image.js';
import { drawTitleLayer } from './draw-title-layer.js';
import { drawLogo } from './draw-logo.js';

interface ComposeThumbnailRequest {
  baseArt: Uint8Array;
  titleLayer: TitleLayer;
  resolution: Resolution;
  /** The PNG of the logo `titleLayer.logo` names; without it no logo is drawn. */
  logo?: Uint8Array;
  /** YouTube's limit unless a caller needs a smaller file. */
  maxBytes?: number;
}

interface ComposedThumbnail {
  jpeg: Buffer;
  width: number;
  height: number;
  quality: number;
  /** Where the title was painted, in pixels. */
  titleBounds: Box;
}

const QUALITIES = [92, 86, 80, 72, 64, 56, 48, 40, 32];

/**
 * The final thumbnail: base art plus title layer at exactly the chosen resolution, as a JPEG
 * under YouTube's 2 MB limit. Quality steps down only as far as the limit needs.
 */
export async function composeThumbnail(
  request: ComposeThumbnailRequest,
): Promise<ComposedThumbnail> {
  const { width, height } = resolutionSize(request.resolution);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const art = decodeImage(request.baseArt);
  // Base art is made at the output size; art of another size is scaled to cover it.
  const scale = Math.max(width / art.width, height / art.height);
  const drawnWidth = art.width * scale;
  const drawnHeight = art.height * scale;
  context.drawImage(
    art,
    (width - drawnWidth) / 2,
    (height - drawnHeight) / 2,
    drawnWidth,
    drawnHeight,
  );
  const layout = drawTitleLayer(context, request.titleLayer, { width, height });
  if (request.logo && request.titleLayer.logo) {
    drawLogo(context, request.logo, request.titleLayer.logo.corner, { width, height });
  }

  const maxBytes = request.maxBytes ?? LIMITS.outputMaxBytes;
  for (const quality of QUALITIES) {
    const jpeg = await canvas.encode('jpeg', quality);
    if (jpeg.length < maxBytes) {
      return { jpeg, width, height, quality, titleBounds: layout.bounds };
    }
  }
  throw new RangeError(`A ${width}x${height} thumbnail stays over ${maxBytes} bytes`);
}
