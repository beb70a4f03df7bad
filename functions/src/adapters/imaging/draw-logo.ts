import type { SKRSContext2D } from '@napi-rs/canvas';
import type { TitleLayer } from '@thumbforge/contract';
import { logoBox } from '../../core/thumbnails/brand/index.js';
import { decodeImage } from './decode-image.js';

/** Draws the brand logo into its corner (`logoBox`), keeping its own proportions. */
export function drawLogo(
  context: SKRSContext2D,
  logo: Uint8Array,
  corner: NonNullable<TitleLayer['logo']>['corner'],
  size: { width: number; height: number },
): void {
  const image = decodeImage(logo);
  const box = logoBox(corner, size);
  const fit = Math.min(
    (box.width * size.width) / image.width,
    (box.height * size.height) / image.height,
  );
  const width = image.width * fit;
  const height = image.height * fit;
  const left = corner.endsWith('left')
    ? box.x * size.width
    : (box.x + box.width) * size.width - width;
  const top = corner.startsWith('top')
    ? box.y * size.height
    : (box.y + box.height) * size.height - height;
  context.drawImage(image, left, top, width, height);
}
