import { createCanvas, Image } from '@napi-rs/canvas';
import type { Box } from '@thumbforge/contract';

/**
 * A past thumbnail "made in known colours": two brand colours in big shapes over a grey photo
 * stand-in, and a white title outlined in black, as creators' thumbnails are.
 */
export async function craftedThumbnail(
  colours: [string, string],
  variant: number,
  size = { width: 320, height: 180 },
): Promise<Buffer> {
  const canvas = createCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  context.fillStyle = colours[variant % 2]!;
  context.fillRect(0, 0, size.width, size.height);
  context.fillStyle = colours[(variant + 1) % 2]!;
  context.fillRect(0, size.height * 0.6, size.width, size.height * 0.4);
  context.fillStyle = '#7a746e';
  context.fillRect(
    size.width * (0.55 + variant * 0.03),
    size.height * 0.1,
    size.width * 0.3,
    size.height * 0.8,
  );
  context.font = `bold ${Math.round(size.height / 5)}px sans-serif`;
  context.lineWidth = 4;
  context.strokeStyle = '#000000';
  context.fillStyle = '#ffffff';
  context.strokeText('BIG WIN', size.width * 0.05, size.height * 0.35);
  context.fillText('BIG WIN', size.width * 0.05, size.height * 0.35);
  return canvas.encode('png');
}

/** A logo: a solid square of `colour` on a transparent ground, as a PNG. */
export async function squareLogo(colour: string, side = 96): Promise<Buffer> {
  const canvas = createCanvas(side, side);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(side * 0.1, side * 0.1, side * 0.8, side * 0.8);
  return canvas.encode('png');
}

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** RGB distance within which a pixel counts as the colour: a JPEG's and a glow's shifts. */
export const NEAR = 90;

/**
 * The share of an image's pixels (inside `area`, fractions of it; all of it by default) that lie
 * within `NEAR` of one of `colours`: how much of the picture wears them.
 */
export function shareNear(bytes: Uint8Array, colours: readonly string[], area?: Box): number {
  const image = new Image();
  image.src = Buffer.from(bytes);
  const width = 160;
  const height = Math.round((160 * image.height) / image.width);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0, width, height);
  const box = area ?? { x: 0, y: 0, width: 1, height: 1 };
  const left = Math.floor(box.x * width);
  const top = Math.floor(box.y * height);
  const w = Math.max(1, Math.floor(box.width * width));
  const h = Math.max(1, Math.floor(box.height * height));
  const data = context.getImageData(left, top, w, h).data;
  const targets = colours.map(rgbOf);
  let near = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (targets.some(([tr, tg, tb]) => Math.hypot(r - tr, g - tg, b - tb) < NEAR)) near += 1;
  }
  return near / (w * h);
}
