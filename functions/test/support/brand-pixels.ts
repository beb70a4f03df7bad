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

/**
 * A past thumbnail with a huge outlined title: blocky white letters a third of the height tall,
 * edged in black, over `colour`, as a creator's channel often makes them.
 */
export async function bigTitleThumbnail(colour: string, size = { width: 1280, height: 720 }) {
  const canvas = createCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, size.width, size.height);
  context.fillStyle = '#ffffff';
  context.strokeStyle = '#000000';
  context.lineWidth = size.height / 40;
  const letter = { width: size.width / 9, height: size.height / 2.5 };
  for (let i = 0; i < 5; i += 1) {
    const x = size.width * 0.06 + i * letter.width * 1.5;
    context.fillRect(x, size.height * 0.1, letter.width, letter.height);
    context.strokeRect(x, size.height * 0.1, letter.width, letter.height);
  }
  return canvas.encode('png');
}

/**
 * A past thumbnail with a person: a face of skin under hair (#7e654e) over a `brand` ground, and
 * where the analyser would box the face, in fractions.
 */
export async function faceThumbnail(brand: string, size = { width: 640, height: 360 }) {
  const canvas = createCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  context.fillStyle = brand;
  context.fillRect(0, 0, size.width, size.height);
  const face = { x: 0.4, y: 0.3, width: 0.25, height: 0.45 };
  const px = (box: typeof face) =>
    [
      box.x * size.width,
      box.y * size.height,
      box.width * size.width,
      box.height * size.height,
    ] as const;
  // Hair above and beside the face, as it sits outside the analyser's box.
  context.fillStyle = '#7e654e';
  context.fillRect(...px({ x: 0.33, y: 0.08, width: 0.39, height: 0.45 }));
  context.fillStyle = '#d9a066';
  context.fillRect(...px(face));
  return { bytes: await canvas.encode('png'), face };
}

/** How far apart two #rrggbb colours are, in RGB. */
export function colourDistance(a: string, b: string): number {
  const channels = (hex: string) =>
    [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const [x, y] = [channels(a), channels(b)];
  return Math.hypot(...x.map((value, i) => value - y[i]!));
}
