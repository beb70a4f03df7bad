import { createCanvas } from '@napi-rs/canvas';

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
